import { join } from 'node:path';
import { localDiskStorage } from './local-disk.ts';
import type { S3Settings } from './s3.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export type { ByteRange, Storage, StoredFile, StoredFileInfo } from './storage.ts';
export { contentTypeOfKey, isPublicStorageKey, isStorageKey } from './storage.ts';
export type { S3Settings } from './s3.ts';

/** Which store to use: S3 settings when configured, otherwise a folder on local disk. */
export type StorageOptions = { s3?: S3Settings | undefined; localDir: string };

export function createStorage(options: StorageOptions): Storage {
  return options.s3 ? s3Storage(options.s3) : localDiskStorage(options.localDir);
}

/** The local folder beside a data directory (`<data dir>/files`), or a temp one for memory databases. */
export function defaultFilesDir(dataDir: string | null, tempDir: string): string {
  return dataDir ? join(dataDir, 'files') : join(tempDir, 'outreach-files');
}
