export * from './OrderCardsScreen';
