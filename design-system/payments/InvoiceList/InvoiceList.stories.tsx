import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyInvoices } from '../storyFixtures';
import { InvoiceList } from './InvoiceList';

const meta = {
  title: 'Design System/Payments/InvoiceList',
  component: InvoiceList,
  args: {
    invoices: storyInvoices,
    payHref: (invoice) => `/paymentInfo?invoice=${invoice.id}`,
    onDownload: fn(async () => undefined),
  },
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { invoices: [] } };

export const Korean: Story = { globals: { locale: 'ko' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const PaysAndDownloads: Story = {
  args: { onDownload: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Pay TL-2026-000031' })).toHaveAttribute(
      'href',
      '/paymentInfo?invoice=3',
    );
    await expect(canvas.getAllByRole('link', { name: /^Pay/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'PDF TL-2026-000024' }));
    await expect(args.onDownload).toHaveBeenCalledWith(storyInvoices[1]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not be downloaded');
  },
};
