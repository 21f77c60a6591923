export { CardResultsScreen } from './CardResultsScreen';
export type {
  CardBatchOption,
  CardFunnel,
  CardResultsFilters,
  CardResultsScreenProps,
} from './CardResultsScreen';
