import { storyInvoices, storyPricingBands } from '#ds/payments/storyFixtures';
import type { PricingData } from './billingScreenTypes';
import type { InvoicesAndPaymentsProps } from './InvoicesAndPayments';

/** Stories' expiry day for the card form: pinned, so the stories look the same every day. */
export const storyToday = new Date('2026-03-15T09:30:00Z');

export const storyPricing: PricingData = { bands: storyPricingBands, refundWindowDays: 30 };

export const storyBilling: Omit<InvoicesAndPaymentsProps, 'onDownload'> = {
  invoices: storyInvoices,
  payments: [
    {
      id: 2,
      invoiceNumber: 'TL-2026-000024',
      amountCents: 9900,
      status: 'succeeded',
      date: '2026-10-01T09:00:00Z',
      cardLast4: '4242',
    },
    {
      id: 1,
      invoiceNumber: 'TL-2026-000017',
      amountCents: 9900,
      status: 'refunded',
      date: '2026-09-01T09:00:00Z',
      cardLast4: '4242',
    },
  ],
  payHref: () => '/paymentInfo',
};
