import type { FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { StoreDownloadLink, StoreDownloadRequest } from '#contract/store/store.ts';
import { DOWNLOAD_LINK_SECONDS } from '#contract/store/store.ts';
import { storeDownloads, storeOrderItems, storeOrders } from '#server/db/schema.ts';
import { notFound } from '#server/http/api-error.ts';
import {
  checkSignedLink,
  type DownloadDeps,
  readStoredFile,
  sendAsDownload,
  signedLink,
  type SignedLinkKind,
} from '#server/http/signed-links.ts';

const STORE_DOWNLOAD: SignedLinkKind = {
  purpose: 'store-download',
  path: '/store/download',
  idParam: 'item',
};

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
  return signedLink(
    deps.downloadKey,
    STORE_DOWNLOAD,
    itemId,
    deps.clock.now(),
    DOWNLOAD_LINK_SECONDS,
  );
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
  const now = deps.clock.now();
  checkSignedLink(
    deps.downloadKey,
    STORE_DOWNLOAD.purpose,
    { id: request.item, expires: request.expires, signature: request.signature },
    now,
    'This download link has expired. Open your orders for a new one.',
  );
  const [item] = await deps.db
    .select({ fileKey: storeOrderItems.fileKey, fileName: storeOrderItems.fileName })
    .from(storeOrderItems)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderItems.orderId))
    .where(and(eq(storeOrderItems.id, request.item), eq(storeOrders.status, 'paid')));
  if (!item?.fileKey) throw notFound('There is no such download.');
  const file = await readStoredFile(deps.storage, item.fileKey);
  await deps.db.insert(storeDownloads).values({ orderItemId: request.item, downloadedAt: now });
  return sendAsDownload(reply, file, item.fileName ?? 'download');
}
