export { CatalogGrid } from './CatalogGrid';
export type { CatalogGridProps, CatalogGridRowProps } from './CatalogGrid';
