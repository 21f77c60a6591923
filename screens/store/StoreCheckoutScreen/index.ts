export { StoreCheckoutScreen } from './StoreCheckoutScreen';
export type {
  PlacedOrder,
  StoreCheckoutScreenProps,
  StoreShippingForm,
} from './StoreCheckoutScreen';
