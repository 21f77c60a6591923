import type { Readable } from 'node:stream';

/** A stored file as it is read back. */
export type StoredFile = {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows it. */
  size: number | null;
};

/**
 * Where uploaded files live: local disk by default, S3-compatible object storage when
 * configured (decision 026). Keys are content-addressed (`<sha256>.<ext>`), so a key's bytes
 * never change and a file can be cached for good; putting a key twice is harmless.
 */
export type Storage = {
  /** What this store is, for logs and the health of settings (`local`, `s3`). */
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is no such key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
};

/** A key is `<64 hex>.<ext>`: nothing a path or a bucket could read as a folder. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{64}\.(?:webp|jpg|png)$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

/** The content type of a key's extension. */
export function contentTypeOfKey(key: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}
