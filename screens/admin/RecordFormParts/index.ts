export * from './RecordFormParts';
