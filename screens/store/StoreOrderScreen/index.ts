export { StoreOrderScreen } from './StoreOrderScreen';
export type {
  AdminStoreOrder,
  AdminStoreOrderItem,
  AdminStoreOrderMove,
  StoreOrderScreenProps,
  StoreOrderTarget,
} from './StoreOrderScreen';
export type { StoreShippingState } from './ShippingStateBadge';
