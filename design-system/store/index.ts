export * from './CatalogueCard';
export * from './OrderSummary';
export * from './PriceTag';
