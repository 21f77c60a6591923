export * from './GiveScreen';
