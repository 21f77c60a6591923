import { createHmac, timingSafeEqual } from 'node:crypto';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_BASE } from '#contract/endpoint.ts';
import { CONTENT_LIMITS } from '#contract/content/content.ts';
import type { ContentDownloadLink, ContentDownloadRequest } from '#contract/content/content.ts';
import type { Role } from '#contract/roles.ts';
import { contentAttachments } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, forbidden, notFound } from '#server/http/api-error.ts';
import { readableItem } from './reading.ts';

// Attachments' downloads (decision 068): a reader asks for a link at each click; the link is
// signed, lasts CONTENT_LIMITS.downloadSeconds and opens without signing in, so a browser can
// follow it. The file keeps its name in every language (RFC 6266, the content-disposition package).

export type DownloadDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'downloadKey'>;

function signatureOf(key: Buffer, attachmentId: number, expires: number): string {
  return createHmac('sha256', key)
    .update(`content-download:${attachmentId}:${expires}`)
    .digest('base64url');
}

/** POST /content/download_link: for an attachment of an item the reader may read now. */
export async function contentDownloadLink(
  deps: DownloadDeps,
  roles: readonly Role[],
  attachmentId: number,
): Promise<ContentDownloadLink> {
  const now = deps.clock.now();
  const [attachment] = await deps.db
    .select({ itemId: contentAttachments.itemId })
    .from(contentAttachments)
    .where(eq(contentAttachments.id, attachmentId));
  if (!attachment || !(await readableItem(deps.db, roles, attachment.itemId, now))) {
    throw notFound('There is no such file to download.');
  }
  const expires = Math.floor(now.getTime() / 1000) + CONTENT_LIMITS.downloadSeconds;
  const query = new URLSearchParams({
    attachment: String(attachmentId),
    expires: String(expires),
    signature: signatureOf(deps.downloadKey, attachmentId, expires),
  });
  return {
    url: `${API_BASE}/content/download?${query.toString()}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** GET /content/download: the file, while the link is ours and has not expired. */
export async function sendContentDownload(
  deps: DownloadDeps,
  reply: FastifyReply,
  request: ContentDownloadRequest,
): Promise<Uint8Array> {
  const expected = Buffer.from(signatureOf(deps.downloadKey, request.attachment, request.expires));
  const given = Buffer.from(request.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw forbidden('This download link is not valid.');
  }
  if (deps.clock.now().getTime() >= request.expires * 1000) {
    throw new ApiError(
      410,
      'link_expired',
      'This download link has expired. Open the page again for a new one.',
    );
  }
  const [attachment] = await deps.db
    .select({ fileKey: contentAttachments.fileKey, fileName: contentAttachments.fileName })
    .from(contentAttachments)
    .where(eq(contentAttachments.id, request.attachment));
  if (!attachment) throw notFound('There is no such file to download.');
  const file = await deps.storage.get(attachment.fileKey);
  if (!file) throw notFound('The file of this download is missing.');
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(attachment.fileName))
    .header('cache-control', 'private, no-store');
  return new Uint8Array(Buffer.concat(chunks));
}
