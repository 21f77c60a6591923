import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { CONTENT_LIMITS } from '#contract/content/content.ts';
import type { ContentDownloadLink, ContentDownloadRequest } from '#contract/content/content.ts';
import type { Role } from '#contract/roles.ts';
import { contentAttachments } from '#server/db/schema.ts';
import { notFound } from '#server/http/api-error.ts';
import {
  checkSignedLink,
  type DownloadDeps,
  readStoredFile,
  sendAsDownload,
  signedLink,
  type SignedLinkKind,
} from '#server/http/signed-links.ts';
import { readableItem } from './reading.ts';

// Attachments' downloads (decision 068): a reader asks for a link at each click; the link is
// signed, lasts CONTENT_LIMITS.downloadSeconds and opens without signing in, so a browser can
// follow it. The file keeps its name in every language (RFC 6266, the content-disposition package).

const CONTENT_DOWNLOAD: SignedLinkKind = {
  purpose: 'content-download',
  path: '/content/download',
  idParam: 'attachment',
};

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
  return signedLink(
    deps.downloadKey,
    CONTENT_DOWNLOAD,
    attachmentId,
    now,
    CONTENT_LIMITS.downloadSeconds,
  );
}

/** GET /content/download: the file, while the link is ours and has not expired. */
export async function sendContentDownload(
  deps: DownloadDeps,
  reply: FastifyReply,
  request: ContentDownloadRequest,
): Promise<Uint8Array> {
  checkSignedLink(
    deps.downloadKey,
    CONTENT_DOWNLOAD.purpose,
    { id: request.attachment, expires: request.expires, signature: request.signature },
    deps.clock.now(),
    'This download link has expired. Open the page again for a new one.',
  );
  const [attachment] = await deps.db
    .select({ fileKey: contentAttachments.fileKey, fileName: contentAttachments.fileName })
    .from(contentAttachments)
    .where(eq(contentAttachments.id, request.attachment));
  if (!attachment) throw notFound('There is no such file to download.');
  const file = await readStoredFile(deps.storage, attachment.fileKey);
  return sendAsDownload(reply, file, attachment.fileName);
}
