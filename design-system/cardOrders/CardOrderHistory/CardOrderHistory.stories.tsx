import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyOrders } from '../storyFixtures';
import { CardOrderHistory } from './CardOrderHistory';

const meta = {
  title: 'Design System/InvitationCards/CardOrderHistory',
  component: CardOrderHistory,
  args: {
    orders: storyOrders,
    onApprove: fn(async () => undefined),
    onOpenProof: fn(async () => undefined),
    reorderHref: (order) => `/reOrderCards?from=${order.id}`,
  },
} satisfies Meta<typeof CardOrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { orders: [] } };

/** An individual's unpaid order leads to checkout. */
export const DraftToPay: Story = {
  args: {
    orders: [
      {
        id: 21,
        number: 'CO-000021',
        date: '2026-11-24T15:00:00Z',
        packs: 1,
        state: 'draft',
        totalCents: 2500,
        currency: 'USD',
        proofAvailable: false,
      },
    ],
    payHref: (order) => `/individual/checkout?order=${order.id}`,
  },
};

export const Korean: Story = { globals: { locale: 'ko' } };

export const ApproveFails: Story = {
  args: { onApprove: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Approve/ }));
    await expect(args.onApprove).toHaveBeenCalledWith(storyOrders[0]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not be approved/);
    await expect(
      canvas.getByRole('link', { name: /Track with UPS: 1Z999AA10123456784/ }),
    ).toHaveAttribute('href', storyOrders[1]!.tracking!.url);
  },
};
