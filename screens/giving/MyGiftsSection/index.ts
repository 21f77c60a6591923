export * from './MyGiftsSection';
