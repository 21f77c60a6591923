export * from './ContentBody';
