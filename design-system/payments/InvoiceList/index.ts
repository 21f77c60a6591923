export { InvoiceList } from './InvoiceList';
export type { InvoiceListItem, InvoiceListProps, InvoiceStatus } from './InvoiceList';
