export { BillingRenewalScreen } from './BillingRenewalScreen';
export type { BillingRenewalScreenProps } from './BillingRenewalScreen';
