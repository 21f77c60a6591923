export { StoreOrderHistory } from './StoreOrderHistory';
export type { StoreOrderHistoryProps } from './StoreOrderHistory';
