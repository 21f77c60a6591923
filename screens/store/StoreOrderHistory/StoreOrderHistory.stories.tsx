import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { storyDeliveredOrder, storyOrders, storyShippedOrder } from '../storyData';
import { StoreOrderHistory } from './StoreOrderHistory';

const meta = {
  title: 'Screens/Store/StoreOrderHistory',
  component: StoreOrderHistory,
  args: {
    orders: storyOrders,
    onDownload: fn(async () => undefined),
    timeZone: storyTimeZone,
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoreOrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A digital order (downloaded again from here) and a physical one still to ship, with its address. */
export const ToShip: Story = { tags: ['visual'] };

export const ToShipShowsTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('To ship')).toBeVisible();
    await expect(
      canvas.getByText(/410 Maple Avenue, Suite 2, Springfield, IL 62704/),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** On its way: the carrier's tracking page and the day it left. */
export const Shipped: Story = { args: { orders: [storyShippedOrder] }, tags: ['visual'] };

/** The tracking link opens in a new tab, and says so. */
export const TrackingLink: Story = {
  args: { orders: [storyShippedOrder] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shipped')).toBeVisible();
    const link = canvas.getByRole('link', { name: /Track with UPS: 1Z999AA10123456784/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    await expect(link).toHaveAttribute('href', storyShippedOrder.delivery!.tracking!.url);
  },
};

export const Delivered: Story = { args: { orders: [storyDeliveredOrder] }, tags: ['visual'] };

export const DeliveredOn: Story = {
  args: { orders: [storyDeliveredOrder] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.getByText(/^Delivered on /)).toBeVisible();
  },
};

export const ShippedKorean: Story = {
  args: { orders: [storyShippedOrder, storyOrders[0]!] },
  globals: { locale: 'ko' },
};
