import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderSummary } from './OrderSummary';

const meta = {
  title: 'Design System/Store/OrderSummary',
  component: OrderSummary,
  args: {
    quantity: 2,
    unitPriceCents: 6_900,
    subtotalCents: 13_800,
    discountCents: 0,
    couponCode: null,
    totalCents: 13_800,
    busy: false,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A coupon applies after the sale price: 10 % of $138.00. */
export const WithCoupon: Story = {
  args: { discountCents: 1_380, couponCode: 'WELCOME10', totalCents: 12_420 },
};

export const WithCouponKorean: Story = {
  args: { discountCents: 1_380, couponCode: 'WELCOME10', totalCents: 12_420 },
  globals: { locale: 'ko' },
};

/** A new total is on its way. */
export const Busy: Story = { args: { busy: true } };
