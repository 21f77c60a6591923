import { createHash, randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { SUPPORT_ATTACHMENT_TYPES } from '#contract/support/support.ts';

export type SniffedFile = {
  contentType: keyof typeof SUPPORT_ATTACHMENT_TYPES;
  extension: (typeof SUPPORT_ATTACHMENT_TYPES)[keyof typeof SUPPORT_ATTACHMENT_TYPES];
};

/**
 * What an attachment is, read from its bytes by file-type (its name and the browser's type are
 * not asked): a PDF, PNG, JPEG or WebP picture, or null for anything else (an executable
 * renamed `.pdf` included).
 */
export async function sniffAttachment(bytes: Uint8Array): Promise<SniffedFile | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !Object.hasOwn(SUPPORT_ATTACHMENT_TYPES, found.mime)) return null;
  const contentType = found.mime as SniffedFile['contentType'];
  return { contentType, extension: SUPPORT_ATTACHMENT_TYPES[contentType] };
}

/**
 * A storage key no one can work out from the file: the hash of random bytes and the content, so
 * a screenshot sent to support is never reachable through the public /files route.
 */
export function privateKeyOf(bytes: Uint8Array, extension: SniffedFile['extension']): string {
  const hash = createHash('sha256').update(randomBytes(32)).update(bytes).digest('hex');
  return `${hash}.${extension}`;
}

/** The name to keep: the one given, without folders or control characters, at most 200 characters. */
export function attachmentNameOf(given: string, extension: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (given.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = base.slice(0, 200);
  return name === '' ? `attachment.${extension}` : name;
}
