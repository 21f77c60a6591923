export * from './ConnectToChurchScreen';
