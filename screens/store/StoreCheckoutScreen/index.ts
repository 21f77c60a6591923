export { StoreCheckoutScreen } from './StoreCheckoutScreen';
export type { PlacedOrder, StoreCheckoutScreenProps } from './StoreCheckoutScreen';
