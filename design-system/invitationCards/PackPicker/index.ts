export * from './PackPicker';
