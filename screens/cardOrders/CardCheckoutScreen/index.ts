export * from './CardCheckoutScreen';
