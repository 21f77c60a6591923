export * from './ChurchDirectoryScreen';
