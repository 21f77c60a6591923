export { OrderProductsScreen } from './OrderProductsScreen';
export type { OrderProductsScreenProps, StoreCategoryView } from './OrderProductsScreen';
