export { RelatedRecords } from './RelatedRecords';
export type { RelatedRecordsProps } from './RelatedRecords';
