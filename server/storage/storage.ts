import type { Readable } from 'node:stream';

/** A stored file as it is read back: the whole file, or the byte range asked for. */
export type StoredFile = {
  body: Readable;
  contentType: string;
  /** The whole file's bytes, when the store knows it (also when only a range is read). */
  size: number | null;
};

/** Bytes `start` to `end` of a file, both included (HTTP's `bytes=start-end`). */
export type ByteRange = { start: number; end: number };

/** What a store says about a file without reading it. */
export type StoredFileInfo = { contentType: string; size: number };

/**
 * Where uploaded files live: local disk by default, S3-compatible object storage when
 * configured (decision 026). Keys are content-addressed (`<sha256>.<ext>`), so a key's bytes
 * never change and a file can be cached for good; putting a key twice is harmless.
 */
export type Storage = {
  /** What this store is, for logs and the health of settings (`local`, `s3`). */
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from local disk without reading it into memory (videos). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The file, or only `range` of it (which the caller has checked against its size); null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The file's size and type, or null when there is no such key. */
  head(key: string): Promise<StoredFileInfo | null>;
  delete(key: string): Promise<void>;
};

const CONTENT_TYPES = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  // Private files, never served by GET /files: card proofs (to their orderer and admins) and
  // digital products' files (through a signed link).
  pdf: 'application/pdf',
  zip: 'application/zip',
  // Care videos' captions (decision 076), through their signed links.
  vtt: 'text/vtt',
} as const;

export type StorageExtension = keyof typeof CONTENT_TYPES;

/** A key is `<64 hex>.<ext>`: nothing a path or a bucket could read as a folder. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{64}\.(?:webp|jpg|png|mp4|webm|mov|pdf|zip|vtt)$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

/** Keys that `/files/<key>` serves to anyone: pictures and videos, never a product's file. */
const PUBLIC_KEY_PATTERN = /^[0-9a-f]{64}\.(?:webp|jpg|png|mp4|webm|mov)$/;

export function isPublicStorageKey(key: string): boolean {
  return PUBLIC_KEY_PATTERN.test(key);
}

/** The content type of a key's extension. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(CONTENT_TYPES, extension)
    ? CONTENT_TYPES[extension as StorageExtension]
    : 'application/octet-stream';
}
