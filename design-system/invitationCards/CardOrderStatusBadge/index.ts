export * from './CardOrderStatusBadge';
