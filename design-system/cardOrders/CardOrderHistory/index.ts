export * from './CardOrderHistory';
