export { OrderPage } from './OrderPage';
export type {
  OrderHistoryProps,
  OrderPageMove,
  OrderPageNotice,
  OrderPageProps,
} from './OrderPage';
