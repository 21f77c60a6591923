import { storyFrame } from '#ds/video/storyFrames';
import type { ShippingAddressValues } from '#ds/forms';
import { storyCountries } from '#screens/cardOrders/storyData';
import type { StoreCategoryView } from './OrderProductsScreen';
import type { StoreShippingForm } from './StoreCheckoutScreen';
import type { StoreOrderView, StoreProductView } from './storeScreenTypes';

// The store's screens' stories: the demo store's names, pictures drawn as tiny inline SVGs.

export const storyCategories: StoreCategoryView[] = [
  {
    id: 1,
    name: 'Outreach materials',
    description: 'Printed pieces your members hand out and hang up.',
    products: 3,
    imageUrl: storyFrame(0),
    href: '/orderProducts/1',
  },
  {
    id: 2,
    name: 'Bibles and study',
    description: 'Scripture and guides for new believers and small groups.',
    products: 3,
    imageUrl: storyFrame(1),
    href: '/orderProducts/2',
  },
  {
    id: 3,
    name: 'Welcome team',
    description: 'What your greeters need on Sunday.',
    products: 1,
    imageUrl: storyFrame(2),
    href: '/orderProducts/3',
  },
];

export const storyBanner: StoreProductView = {
  id: 3,
  name: 'Outreach banner',
  description: 'A 6 × 3 ft vinyl banner with grommets, for outdoor events.',
  imageUrl: storyFrame(3),
  priceCents: 8_900,
  salePriceCents: 6_900,
  offerEndsAt: '2026-12-01T00:00:00.000Z',
  digital: false,
  href: '/orderProducts/3/checkout',
};

export const storyProducts: StoreProductView[] = [
  storyBanner,
  {
    id: 1,
    name: 'Welcome tracts (pack of 50)',
    description: 'Folded tracts that invite a neighbour to Sunday service.',
    imageUrl: storyFrame(1),
    priceCents: 1_200,
    salePriceCents: null,
    offerEndsAt: null,
    digital: false,
    href: '/orderProducts/1/checkout',
  },
  {
    id: 5,
    name: 'Journey study guide (PDF)',
    description: 'Four weeks of small-group studies, downloaded at once.',
    imageUrl: storyFrame(2),
    priceCents: 900,
    salePriceCents: null,
    offerEndsAt: null,
    digital: true,
    href: '/orderProducts/5/checkout',
  },
];

export const storyOrders: StoreOrderView[] = [
  {
    id: 2,
    number: 'SO-2026-000012',
    createdAt: '2026-03-14T16:20:00.000Z',
    totalCents: 810,
    discountCents: 90,
    couponCode: 'WELCOME10',
    items: [
      { id: 7, name: 'Journey study guide (PDF)', quantity: 1, lineTotalCents: 900, digital: true },
    ],
    delivery: null,
  },
  {
    id: 1,
    number: 'SO-2026-000004',
    createdAt: '2026-03-02T10:05:00.000Z',
    totalCents: 13_800,
    discountCents: 0,
    couponCode: null,
    items: [
      { id: 3, name: 'Outreach banner', quantity: 2, lineTotalCents: 13_800, digital: false },
    ],
    delivery: {
      state: 'to_ship',
      address: {
        name: 'Grace Community Church',
        address: '410 Maple Avenue',
        address2: 'Suite 2',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62704',
        country: 'US',
      },
      tracking: null,
      shippedAt: null,
      deliveredAt: null,
    },
  },
];

/** The church's saved shipping address, which a physical product's checkout starts from. */
export const storySavedAddress: ShippingAddressValues = {
  name: 'Grace Community Church',
  address: '410 Maple Avenue',
  address2: 'Suite 2',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  country: 'US',
};

export const storyShippingForm: StoreShippingForm = {
  initialValues: storySavedAddress,
  countries: storyCountries,
  limits: { name: 100, address: 200, city: 100, state: 100, zip: 20 },
};

const storyBannerOrder = storyOrders[1]!;

/** The same physical order on its way: the carrier's tracking link and the day it left. */
export const storyShippedOrder: StoreOrderView = {
  ...storyBannerOrder,
  delivery: {
    ...storyBannerOrder.delivery!,
    state: 'shipped',
    tracking: {
      carrier: 'ups',
      number: '1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    },
    shippedAt: '2026-03-04T15:30:00.000Z',
  },
};

/** And arrived. */
export const storyDeliveredOrder: StoreOrderView = {
  ...storyShippedOrder,
  delivery: {
    ...storyShippedOrder.delivery!,
    state: 'delivered',
    deliveredAt: '2026-03-07T18:10:00.000Z',
  },
};
