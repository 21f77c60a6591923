export { PaymentInfoScreen } from './PaymentInfoScreen';
export type { OpenInvoice, PaymentInfoScreenProps } from './PaymentInfoScreen';
