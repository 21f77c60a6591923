export { CheckoutScreen } from './CheckoutScreen';
export type { CheckoutScreenProps, CheckoutValues } from './CheckoutScreen';
