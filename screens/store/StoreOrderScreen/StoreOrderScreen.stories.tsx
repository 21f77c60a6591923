import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import {
  StoreOrderScreen,
  type AdminStoreOrder,
  type AdminStoreOrderMove,
} from './StoreOrderScreen';

/** Grace Community Church's paid order of welcome tracts, waiting to be sent. */
const toShipOrder: AdminStoreOrder = {
  number: 'SO-2026-000004',
  accountName: 'Grace Community Church',
  accountKind: 'church',
  buyerName: 'Daniel Okafor',
  buyerEmail: 'pastor@demo.church',
  items: [
    {
      name: 'Welcome tracts (pack of 50)',
      quantity: 2,
      unitPriceCents: 1_200,
      lineTotalCents: 2_400,
      digital: false,
    },
    {
      name: 'Outreach banner',
      quantity: 1,
      unitPriceCents: 6_900,
      lineTotalCents: 6_900,
      digital: false,
    },
  ],
  subtotalCents: 9_300,
  discountCents: 930,
  couponCode: 'WELCOME10',
  totalCents: 8_370,
  currency: 'usd',
  cardLast4: '4242',
  shipping: {
    state: 'to_ship',
    shipTo: 'Grace Community Church, 1200 Main Street, Springfield, IL 62701, US',
    tracking: null,
  },
  createdAt: '2026-03-02T15:04:00.000Z',
  paidAt: '2026-03-02T15:04:05.000Z',
  shippedAt: null,
  deliveredAt: null,
};

const ups = {
  carrier: 'ups' as const,
  number: '1Z999AA10123456784',
  url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
};

const shippedOrder: AdminStoreOrder = {
  ...toShipOrder,
  shipping: { ...toShipOrder.shipping!, state: 'shipped', tracking: ups },
  shippedAt: '2026-03-04T10:00:00.000Z',
};

const shippedMove: AdminStoreOrderMove = {
  key: 1,
  state: 'shipped',
  at: '2026-03-04T10:00:00.000Z',
  by: 'Ada Admin',
};

const meta = {
  title: 'Screens/Admin/StoreOrderScreen',
  component: StoreOrderScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    back: { label: 'Store orders to ship', href: '/admin/store/orders' },
    order: toShipOrder,
    moves: [],
    targets: ['shipped'],
    onDeliver: fn(async () => undefined),
    onShip: fn(async (): Promise<ScreenFormOutcome | void> => undefined),
    trackingNumberMaxLength: 40,
    timeZone: storyTimeZone,
  },
  // The way back names its list in the story's language, as the container does.
  render: function Render(args) {
    const t = useT();
    return (
      <StoreOrderScreen {...args} back={{ ...args.back, label: t('routes.adminStoreOrders') }} />
    );
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof StoreOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, waiting to be sent: shipping asks for the carrier and the tracking number. */
export const ToShip: Story = { tags: ['visual'] };

export const ToShipKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

/** On its way with UPS: the tracking link, its move in the history, and delivered to do. */
export const Shipped: Story = {
  tags: ['visual'],
  args: {
    order: shippedOrder,
    moves: [shippedMove],
    targets: ['delivered'],
    notice: {
      tone: 'success',
      message: {
        key: 'resources.store_orders.moved.shipped',
        params: { number: 'SO-2026-000004' },
      },
    },
  },
};

/** Spanish, the longest of the four: the lines' table still fits a phone. */
export const ShippedSpanish: Story = { ...Shipped, tags: ['visual'], globals: { locale: 'es' } };

/** Arrived: nothing more to do. */
export const Delivered: Story = {
  tags: ['visual'],
  args: {
    order: {
      ...shippedOrder,
      shipping: { ...shippedOrder.shipping!, state: 'delivered' },
      deliveredAt: '2026-03-07T12:00:00.000Z',
    },
    moves: [
      shippedMove,
      { key: 2, state: 'delivered', at: '2026-03-07T12:00:00.000Z', by: 'Ada Admin' },
    ],
    targets: [],
  },
};

/** The server refused the number (a wrong check digit): its verdict under the field. */
export const RefusedTrackingNumber: Story = {
  tags: ['visual'],
  args: {
    shipRefused: {
      values: { carrier: 'ups', trackingNumber: '1Z999AA10123456785' },
      outcome: { fieldErrors: { trackingNumber: 'resources.card_orders.errors.tracking_number' } },
    },
  },
};

/** A digital product: downloaded by the buyer, nothing to ship and no moves. */
export const Digital: Story = {
  args: {
    order: {
      ...toShipOrder,
      number: 'SO-2026-000002',
      items: [
        {
          name: 'Journey study guide (PDF)',
          quantity: 1,
          unitPriceCents: 900,
          lineTotalCents: 900,
          digital: true,
        },
      ],
      subtotalCents: 900,
      discountCents: 0,
      couponCode: null,
      totalCents: 900,
      shipping: null,
    },
    targets: [],
  },
};

/** Another admin moved it first: the server's 409, said plainly. */
export const MoveRefused: Story = {
  args: {
    order: shippedOrder,
    targets: ['delivered'],
    notice: { tone: 'critical', message: 'resources.store_orders.errors.wrongState' },
  },
};

export const Loading: Story = { args: { status: 'loading', order: undefined } };

export const LoadError: Story = { args: { status: 'error', order: undefined } };

/** Both fields are needed before anything is sent; the server's verdict shows under the number. */
export const ShipChecksItsFields: Story = {
  args: {
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
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Tracking number/ }),
      '1Z999AA10123456785',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await expect(args.onShip).toHaveBeenCalledWith(
      expect.objectContaining({ carrier: 'ups', trackingNumber: '1Z999AA10123456785' }),
      expect.anything(),
    );
    await expect(
      canvas.getByRole('textbox', { name: /Tracking number/ }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('This is not a tracking number of that carrier.'),
    );
  },
};

/** Marking delivered calls the move once. */
export const DeliverCallsTheMove: Story = {
  args: { order: shippedOrder, moves: [shippedMove], targets: ['delivered'] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark delivered' }));
    await expect(args.onDeliver).toHaveBeenCalledTimes(1);
  },
};
