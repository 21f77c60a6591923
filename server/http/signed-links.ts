import { createHmac, timingSafeEqual } from 'node:crypto';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { API_BASE } from '#contract/endpoint.ts';
import type { SignedLink } from '#contract/files.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, forbidden, notFound } from '#server/http/api-error.ts';

// Download links that are their own key (the store's files, decision 050; content attachments,
// decision 068): signed with the download key, short-lived, and opened without signing in, so
// a browser can simply follow them. Each kind signs under its own purpose, so a link of one kind
// never opens a file of another.

/** What serving a signed download needs of the server. */
export type DownloadDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'downloadKey'>;

/** HMAC-SHA256 of the purpose, the record and the link's end, in base64url (43 characters). */
function signatureOf(key: Buffer, purpose: string, id: number, expires: number): string {
  return createHmac('sha256', key).update(`${purpose}:${id}:${expires}`).digest('base64url');
}

/** Where a kind of signed link leads: its purpose, its path under the API and its id's name. */
export type SignedLinkKind = { purpose: string; path: string; idParam: string };

/** A link to `id`'s file that works for `seconds` from `now`. */
export function signedLink(
  key: Buffer,
  kind: SignedLinkKind,
  id: number,
  now: Date,
  seconds: number,
): SignedLink {
  const expires = Math.floor(now.getTime() / 1000) + seconds;
  const query = new URLSearchParams({
    [kind.idParam]: String(id),
    expires: String(expires),
    signature: signatureOf(key, kind.purpose, id, expires),
  });
  return {
    url: `${API_BASE}${kind.path}?${query.toString()}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/**
 * Refuses a link whose signature is not ours (403), or whose end has come (410, with
 * `expiredMessage` saying where to get a new one). A link holds up to, not including, its end.
 */
export function checkSignedLink(
  key: Buffer,
  purpose: string,
  link: { id: number; expires: number; signature: string },
  now: Date,
  expiredMessage: string,
): void {
  const expected = Buffer.from(signatureOf(key, purpose, link.id, link.expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw forbidden('This download link is not valid.');
  }
  if (now.getTime() >= link.expires * 1000) {
    throw new ApiError(410, 'link_expired', expiredMessage);
  }
}

/** A stored file, read whole: a signed download's answer. */
export type StoredFile = { bytes: Uint8Array; contentType: string };

export async function readStoredFile(
  storage: Deps['storage'],
  fileKey: string,
): Promise<StoredFile> {
  const file = await storage.get(fileKey);
  if (!file) throw notFound('The file of this download is missing.');
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return { bytes: new Uint8Array(Buffer.concat(chunks)), contentType: file.contentType };
}

/**
 * Answers with the file as a download under its own name, in any language's letters (RFC 6266's
 * filename*, with an ASCII stand-in for old browsers: the content-disposition package writes
 * both), never kept by a shared cache.
 */
export function sendAsDownload(
  reply: FastifyReply,
  file: StoredFile,
  fileName: string,
): Uint8Array {
  reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store');
  return file.bytes;
}
