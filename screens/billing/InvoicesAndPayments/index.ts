export { InvoicesAndPayments } from './InvoicesAndPayments';
export type { InvoicesAndPaymentsProps, PaymentListItem } from './InvoicesAndPayments';
