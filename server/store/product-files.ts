import { createHash } from 'node:crypto';

export { PRODUCT_FILE_MAX_BYTES } from '#contract/store/store.ts';

/** The picture of a product: cut to 4:3, as the store's cards show it. */
export const PRODUCT_PICTURE_SIZE = { width: 800, height: 600, fit: 'cover' } as const;

export type ProductFile = { key: string; contentType: string; extension: 'pdf' | 'zip' };

/**
 * A digital product's file, checked by its first bytes (never by its name): a PDF (`%PDF-`) or
 * a ZIP (`PK\x03\x04`). Its key is its SHA-256, so the same file is stored once; the key's
 * extension keeps it off the public `/files/` route.
 */
export function productFileOf(body: Buffer): ProductFile | null {
  let extension: ProductFile['extension'] | null = null;
  if (body.subarray(0, 5).toString('latin1') === '%PDF-') extension = 'pdf';
  else if (body.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) extension = 'zip';
  if (!extension) return null;
  const key = `${createHash('sha256').update(body).digest('hex')}.${extension}`;
  return {
    key,
    extension,
    contentType: extension === 'pdf' ? 'application/pdf' : 'application/zip',
  };
}
