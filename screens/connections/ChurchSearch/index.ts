export * from './ChurchSearch';
