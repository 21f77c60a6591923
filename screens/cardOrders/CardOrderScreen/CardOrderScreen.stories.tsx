import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findOpenDialog } from '#ds/feedback/Dialog/storySupport';
import { useT } from '#ds/i18n';
import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { CardOrderScreen, type AdminCardOrder, type AdminCardOrderMove } from './CardOrderScreen';

/** An approved order of Grace Community Church, waiting to be sent to print. */
const approvedOrder: AdminCardOrder = {
  number: 'CO-000042',
  state: 'approved',
  churchName: 'Grace Community Church',
  accountName: 'Grace Community Church',
  accountKind: 'church',
  ordererName: 'Daniel Okafor',
  ordererEmail: 'pastor@demo.church',
  packs: 3,
  cards: 300,
  amountCents: 1900,
  currency: 'USD',
  locale: 'en',
  shipTo: 'Grace Community Church, 1200 Main Street, Springfield, IL 62701, US',
  shortUrl: 'https://outreach.example/c/K7MPQ2R',
  proofAvailable: true,
  tracking: null,
  createdAt: '2026-03-02T15:04:00.000Z',
  paidAt: '2026-03-02T15:04:00.000Z',
  approvedAt: '2026-03-03T09:12:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
};

const moves: AdminCardOrderMove[] = [
  { key: 1, state: 'paid', at: '2026-03-02T15:04:00.000Z', by: 'Daniel Okafor' },
  { key: 2, state: 'proof_ready', at: '2026-03-02T15:04:05.000Z', by: '' },
  { key: 3, state: 'approved', at: '2026-03-03T09:12:00.000Z', by: 'Daniel Okafor' },
];

const meta = {
  title: 'Screens/Admin/CardOrderScreen',
  component: CardOrderScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    back: { label: 'New card order', href: '/admin/cardOrder/new' },
    order: approvedOrder,
    moves,
    targets: ['in_production', 'cancelled'],
    onMove: fn(async () => undefined),
    onShip: fn(async (): Promise<ScreenFormOutcome | void> => undefined),
    onOpenProof: fn(async () => undefined),
    trackingNumberMaxLength: 40,
    timeZone: storyTimeZone,
  },
  // The way back names its list in the story's language, as the container does.
  render: function Render(args) {
    const t = useT();
    return (
      <CardOrderScreen {...args} back={{ ...args.back, label: t('routes.adminCardOrderNew') }} />
    );
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof CardOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved by the church: send it to print, or cancel it (refunded). */
export const Approved: Story = { tags: ['visual'] };

/** In production: shipping asks for the carrier and the tracking number. */
export const InProduction: Story = {
  tags: ['visual'],
  args: {
    order: { ...approvedOrder, state: 'in_production' },
    moves: [
      ...moves,
      { key: 4, state: 'in_production', at: '2026-03-04T10:00:00.000Z', by: 'Ann Admin' },
    ],
    targets: ['shipped', 'cancelled'],
  },
};

export const InProductionKorean: Story = {
  ...InProduction,
  tags: ['visual'],
  globals: { locale: 'ko' },
};

/** Shipped with UPS: the tracking link, and delivered as the one move left. */
export const Shipped: Story = {
  args: {
    order: {
      ...approvedOrder,
      state: 'shipped',
      shippedAt: '2026-03-06T16:30:00.000Z',
      tracking: {
        carrier: 'ups',
        number: '1Z999AA10123456784',
        url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      },
    },
    targets: ['delivered'],
    notice: {
      tone: 'success',
      message: { key: 'resources.card_orders.moved.shipped', params: { number: 'CO-000042' } },
    },
  },
};

/** Delivered: nothing more to do. */
export const Delivered: Story = {
  args: {
    order: { ...approvedOrder, state: 'delivered', deliveredAt: '2026-03-09T12:00:00.000Z' },
    targets: [],
  },
};

/** An individual's order still waiting for payment: no proof yet. */
export const Draft: Story = {
  args: {
    order: {
      ...approvedOrder,
      number: 'CO-000057',
      state: 'draft',
      accountKind: 'individual',
      accountName: 'Min-jun Park',
      ordererName: 'Min-jun Park',
      ordererEmail: 'individual@demo.church',
      locale: 'ko',
      proofAvailable: false,
      paidAt: null,
      approvedAt: null,
    },
    moves: [],
    targets: ['cancelled'],
  },
};

/** Another admin moved it first: the server's 409, said plainly. */
export const MoveRefused: Story = {
  args: { notice: { tone: 'critical', message: 'resources.card_orders.errors.wrongState' } },
};

export const Loading: Story = { args: { status: 'loading', order: undefined } };

export const LoadError: Story = { args: { status: 'error', order: undefined } };

/**
 * Shipping checks its fields here (both are needed) and shows the server's verdict on the
 * number under the field.
 */
export const ShipWithABadNumber: Story = {
  args: {
    order: { ...approvedOrder, state: 'in_production' },
    targets: ['shipped', 'cancelled'],
    onShip: fn(async (): Promise<ScreenFormOutcome | void> => ({
      fieldErrors: { trackingNumber: 'resources.card_orders.errors.tracking_number' as const },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await expect(await canvas.findAllByText('Choose the carrier.')).not.toHaveLength(0);
    await expect(canvas.getAllByText('Enter the tracking number.')).not.toHaveLength(0);
    await expect(args.onShip).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Carrier/ }), 'ups');
    await userEvent.type(canvas.getByRole('textbox', { name: /Tracking number/ }), '1Z999');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await expect(args.onShip).toHaveBeenCalledWith(
      expect.objectContaining({ carrier: 'ups', trackingNumber: '1Z999' }),
      expect.anything(),
    );
    const field = canvas.getByRole('textbox', { name: /Tracking number/ });
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This is not a tracking number of that carrier.'),
    );
  },
};

/** Cancelling asks first. */
export const CancelAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the order' }));
    const dialog = await findOpenDialog(canvasElement);
    await expect(dialog).toHaveTextContent('Cancel CO-000042?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await expect(args.onMove).toHaveBeenCalledWith('cancelled');
  },
};
