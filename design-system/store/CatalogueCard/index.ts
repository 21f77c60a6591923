export { CatalogueCard } from './CatalogueCard';
export type { CatalogueCardProps } from './CatalogueCard';
