import type { ScreenMessage } from '#screens/shared/messages';

/** A product as the store's screens show it; the container maps the API's item to it. */
export type StoreProductView = {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  priceCents: number;
  /** The offer's price while an offer applies; null otherwise. */
  salePriceCents: number | null;
  /** When the offer ends (ISO), while one applies. */
  offerEndsAt: string | null;
  digital: boolean;
  /** The product's checkout. */
  href: string;
};

/** A physical product's delivery (decision 056): where it goes and how far it is. */
export type StoreDeliveryView = {
  state: 'to_ship' | 'shipped' | 'delivered';
  address: {
    name: string;
    address: string;
    address2: string | null;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  };
  /** The carrier's tracking page, from `shipped` on. */
  tracking: { carrier: 'fedex' | 'ups' | 'usps'; number: string; url: string } | null;
  shippedAt: string | null;
  deliveredAt: string | null;
};

export type StoreOrderView = {
  id: number;
  number: string;
  createdAt: string;
  totalCents: number;
  discountCents: number;
  couponCode: string | null;
  items: readonly {
    id: number;
    name: string;
    quantity: number;
    lineTotalCents: number;
    digital: boolean;
  }[];
  /** Null for a digital product. */
  delivery: StoreDeliveryView | null;
};

/** Asks for a digital item's signed link and starts the download; a message when it failed. */
export type DownloadItem = (itemId: number) => Promise<ScreenMessage | void>;
