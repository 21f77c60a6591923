import type { InvoiceListItem } from './InvoiceList';
import type { PricingBand } from './PricingTable';

/** Example bands for stories: yearly = 12 monthly payments less 16 percent. */
export const storyPricingBands: PricingBand[] = [
  {
    tier: '0-99',
    name: 'Small church',
    minAttendance: 0,
    maxAttendance: 99,
    monthly: { code: 'tier-0-99-month', amountCents: 4900, payments: 12 },
    yearly: { code: 'tier-0-99-year', amountCents: 49392, payments: 1 },
  },
  {
    tier: '100-249',
    name: 'Growing church',
    minAttendance: 100,
    maxAttendance: 249,
    monthly: { code: 'tier-100-249-month', amountCents: 9900, payments: 12 },
    yearly: { code: 'tier-100-249-year', amountCents: 99792, payments: 1 },
  },
  {
    tier: '1000-plus',
    name: 'Large church',
    minAttendance: 1000,
    maxAttendance: null,
    monthly: { code: 'tier-1000-plus-month', amountCents: 29900, payments: 12 },
    yearly: { code: 'tier-1000-plus-year', amountCents: 301392, payments: 1 },
  },
];

export const storyInvoices: InvoiceListItem[] = [
  {
    id: 3,
    number: 'TL-2026-000031',
    description: 'Growing church, monthly: payment 3 of 12',
    totalCents: 9900,
    amountDueCents: 9900,
    status: 'open',
    date: '2026-11-01T09:00:00Z',
  },
  {
    id: 2,
    number: 'TL-2026-000024',
    description: 'Growing church, monthly: payment 2 of 12',
    totalCents: 9900,
    amountDueCents: 0,
    status: 'paid',
    date: '2026-10-01T09:00:00Z',
  },
  {
    id: 1,
    number: 'TL-2026-000017',
    description: 'Growing church, monthly: payment 1 of 12',
    totalCents: 9900,
    amountDueCents: 0,
    status: 'refunded',
    date: '2026-09-01T09:00:00Z',
  },
];
