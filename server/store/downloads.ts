import { createHmac, timingSafeEqual } from 'node:crypto';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { API_BASE } from '#contract/endpoint.ts';
import type { StoreDownloadLink, StoreDownloadRequest } from '#contract/store/store.ts';
import { DOWNLOAD_LINK_SECONDS } from '#contract/store/store.ts';
import { storeDownloads, storeOrderItems, storeOrders } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, forbidden, notFound } from '#server/http/api-error.ts';

export type DownloadDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'downloadKey'>;

/** HMAC-SHA256 of the item and the link's end, in base64url (43 characters). */
function signatureOf(key: Buffer, itemId: number, expires: number): string {
  return createHmac('sha256', key)
    .update(`store-download:${itemId}:${expires}`)
    .digest('base64url');
}

/**
 * POST /store/download_link: a link to a digital product the caller's account bought and paid
 * for, valid for 15 minutes. The link is the key (it opens without signing in, so a browser can
 * simply follow it), which is why it is short-lived and asked for again from the order history.
 */
export async function downloadLink(
  deps: DownloadDeps,
  accountId: number,
  itemId: number,
): Promise<StoreDownloadLink> {
  const [item] = await deps.db
    .select({ id: storeOrderItems.id })
    .from(storeOrderItems)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderItems.orderId))
    .where(
      and(
        eq(storeOrderItems.id, itemId),
        eq(storeOrders.accountId, accountId),
        eq(storeOrders.status, 'paid'),
      ),
    );
  if (!item) throw notFound('There is no download of yours with this id.');
  const now = deps.clock.now();
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  const query = new URLSearchParams({
    item: String(itemId),
    expires: String(expires),
    signature: signatureOf(deps.downloadKey, itemId, expires),
  });
  return {
    url: `${API_BASE}/store/download?${query.toString()}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/**
 * GET /store/download: the digital file, when the signature is ours and the link has not
 * expired (it holds up to, not including, its end). Each download is recorded.
 */
export async function sendDownload(
  deps: DownloadDeps,
  reply: FastifyReply,
  request: StoreDownloadRequest,
): Promise<Uint8Array> {
  const expected = Buffer.from(signatureOf(deps.downloadKey, request.item, request.expires));
  const given = Buffer.from(request.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw forbidden('This download link is not valid.');
  }
  const now = deps.clock.now();
  if (now.getTime() >= request.expires * 1000) {
    throw new ApiError(
      410,
      'link_expired',
      'This download link has expired. Open your orders for a new one.',
    );
  }
  const [item] = await deps.db
    .select({ fileKey: storeOrderItems.fileKey, fileName: storeOrderItems.fileName })
    .from(storeOrderItems)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderItems.orderId))
    .where(and(eq(storeOrderItems.id, request.item), eq(storeOrders.status, 'paid')));
  if (!item?.fileKey) throw notFound('There is no such download.');
  const file = await deps.storage.get(item.fileKey);
  if (!file) throw notFound('The file of this download is missing.');
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  await deps.db.insert(storeDownloads).values({ orderItemId: request.item, downloadedAt: now });
  reply
    .type(file.contentType)
    // The name as the admin gave it, Korean letters included (RFC 6266's filename*), with an
    // ASCII stand-in for old browsers: the content-disposition package writes both.
    .header('content-disposition', contentDisposition(item.fileName ?? 'download'))
    .header('cache-control', 'private, no-store');
  return new Uint8Array(Buffer.concat(chunks));
}
