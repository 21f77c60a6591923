export { CardOrderScreen } from './CardOrderScreen';
export type {
  AdminCardOrder,
  AdminCardOrderMove,
  CardOrderScreenProps,
  CardOrderTarget,
} from './CardOrderScreen';
