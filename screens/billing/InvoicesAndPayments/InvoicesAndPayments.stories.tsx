import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findOpenDialog } from '#ds/feedback/Dialog/storySupport';
import { InvoicesAndPayments } from './InvoicesAndPayments';

const meta = {
  title: 'Screens/Billing/InvoicesAndPayments',
  component: InvoicesAndPayments,
  args: {
    invoices: [
      {
        id: 12,
        number: 'TL-2026-000012',
        description: 'Growing church, monthly: payment 4 of 12',
        totalCents: 9_900,
        amountDueCents: 9_900,
        status: 'open',
        date: '2026-11-02T09:00:00.000Z',
      },
      {
        id: 9,
        number: 'TL-2026-000009',
        description: 'Growing church, monthly: payment 3 of 12',
        totalCents: 9_900,
        amountDueCents: 0,
        status: 'paid',
        date: '2026-10-02T09:00:00.000Z',
      },
    ],
    payments: [
      {
        id: 31,
        invoiceNumber: 'TL-2026-000012',
        amountCents: 9_900,
        status: 'failed',
        date: '2026-11-02T09:00:00.000Z',
        cardLast4: '0341',
      },
      {
        id: 27,
        invoiceNumber: 'TL-2026-000009',
        amountCents: 9_900,
        status: 'succeeded',
        date: '2026-10-02T09:00:00.000Z',
        cardLast4: '4242',
      },
    ],
    payHref: () => '/paymentInfo',
    onDownload: fn(async () => undefined),
  },
} satisfies Meta<typeof InvoicesAndPayments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The church's own view: an open invoice leads to payment information. */
export const Church: Story = { tags: ['visual'] };

export const ChurchKorean: Story = { tags: [], globals: { locale: 'ko' } };

/** The admins' view of an account: no Pay link, and a Refund on each succeeded payment. */
export const Admin: Story = {
  tags: ['visual'],
  args: { payHref: undefined, onRefund: fn(async () => undefined) },
};

/** Refund asks first (the membership ends); confirmed, it goes to the server. */
export const RefundAsksFirst: Story = {
  args: { payHref: undefined, onRefund: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Pay/ })).toBeNull();
    const refunds = canvas.getAllByRole('button', { name: /^Refund/ });
    // Only the succeeded payment can be refunded.
    await expect(refunds).toHaveLength(1);
    await userEvent.click(refunds[0]!);
    const dialog = await findOpenDialog(canvasElement);
    await expect(dialog).toHaveTextContent(/TL-2026-000009 is refunded in full/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await expect(args.onRefund).toHaveBeenCalledWith(expect.objectContaining({ id: 27 }));
  },
};
