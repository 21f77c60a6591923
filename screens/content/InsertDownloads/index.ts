export { InsertDownloads } from './InsertDownloads';
export type { DownloadInsert, InsertDownloadsProps } from './InsertDownloads';
