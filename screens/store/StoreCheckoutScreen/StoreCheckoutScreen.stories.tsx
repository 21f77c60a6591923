import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyToday } from '../../billing/storyData';
import { inContentFrame, storyTimeZone } from '../../shared/storySupport';
import { storyBanner, storyProducts } from '../storyData';
import { StoreCheckoutScreen } from './StoreCheckoutScreen';

const meta = {
  title: 'Screens/Store/StoreCheckoutScreen',
  component: StoreCheckoutScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    back: { label: 'Back to the store', href: '/orderProducts' },
    product: storyBanner,
    quantity: 2,
    onQuantityChange: fn(),
    coupon: 'WELCOME10',
    onApplyCoupon: fn(async () => undefined),
    onRemoveCoupon: fn(),
    summary: {
      quantity: 2,
      unitPriceCents: 6_900,
      subtotalCents: 13_800,
      discountCents: 1_380,
      couponCode: 'WELCOME10',
      totalCents: 12_420,
    },
    savedCard: { brand: 'visa', last4: '4242' },
    testMode: true,
    onPaySaved: fn(async () => undefined),
    onPayCard: fn(async () => undefined),
    placed: null,
    today: storyToday,
    timeZone: storyTimeZone,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoreCheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A church: the offer's price, a coupon after it, the server's total, its saved card. */
export const SavedCard: Story = { tags: ['visual'] };

/** A person pays with a card (the card form, in test mode). */
export const NewCard: Story = {
  args: {
    savedCard: null,
    coupon: null,
    summary: {
      quantity: 1,
      unitPriceCents: 6_900,
      subtotalCents: 6_900,
      discountCents: 0,
      couponCode: null,
      totalCents: 6_900,
    },
    quantity: 1,
  },
};

export const SavedCardKorean: Story = { globals: { locale: 'ko' }, tags: ['visual'] };

/** A digital product: no quantity to choose. */
export const Digital: Story = {
  args: {
    product: storyProducts[2]!,
    quantity: 1,
    coupon: null,
    summary: {
      quantity: 1,
      unitPriceCents: 900,
      subtotalCents: 900,
      discountCents: 0,
      couponCode: null,
      totalCents: 900,
    },
  },
};

/** Paid: the order's number, once. */
export const Placed: Story = {
  args: {
    placed: {
      number: 'SO-2026-000012',
      totalCents: 12_420,
      digital: false,
      ordersHref: '/orderProducts',
    },
  },
  tags: ['visual'],
};

export const Loading: Story = { args: { status: 'loading', product: null } };

export const LoadError: Story = { args: { status: 'error', product: null } };
