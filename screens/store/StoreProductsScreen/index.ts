export { StoreProductsScreen } from './StoreProductsScreen';
export type { StoreProductsScreenProps } from './StoreProductsScreen';
