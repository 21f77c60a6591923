// An invoice's and a payment's states: pure lists, so the design system's invoice list imports
// them without the struct library.

export const INVOICE_STATUSES = ['open', 'paid', 'void', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
