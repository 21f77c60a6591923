export * from './SupportRequestScreen';
