export { CardOrderScreen, cardOrderCarriers } from './CardOrderScreen';
export type {
  AdminCardOrder,
  AdminCardOrderMove,
  CardOrderScreenProps,
  CardOrderTarget,
  ShipValues,
} from './CardOrderScreen';
