import { eq, inArray } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { FastifyReply } from 'fastify';
import { CARD_ORDER_MESSAGES } from '#contract/cardOrders/cardOrders.ts';
import type { CardOrderTransitionRequest } from '#contract/cardOrders/cardOrders.ts';
import { isTrackingNumberOf, normalizeTrackingNumber } from '#contract/trackingNumbers.ts';
import { cardOrders, qrCodes } from '#server/db/schema.ts';
import { conflict, notFound, validationFailed } from '#server/http/api-error.ts';
import { cancelCardOrder } from './card-orders.ts';
import type { CardOrderDeps } from './card-orders.ts';
import { moveCardOrderOr409, orderNumberOf } from './card-order-transition.ts';
import { PROOFED_STATES, statesBefore } from './card-order-states.ts';
import { proofOf } from './proof-job.ts';
import { queueShippedMail } from './shipped-mail.ts';

/**
 * POST /admin/card_order_transition: approved → in_production → shipped → delivered, or
 * cancelled (refunded when money was taken) until it ships. Shipping needs the carrier and a
 * tracking number of its format, and mails the orderer the tracking link. Answers the order id.
 */
export async function adminMoveCardOrder(
  deps: CardOrderDeps & { mailer: { kick(): void } },
  adminId: number,
  body: CardOrderTransitionRequest,
): Promise<number> {
  const now = deps.clock.now();
  if (body.to === 'cancelled') {
    // From any state the contract's table lets an order be cancelled from (until it ships).
    await cancelCardOrder(deps, body.order_id, adminId, statesBefore('cancelled'));
    return body.order_id;
  }
  if (body.to === 'shipped') {
    if (!body.carrier) throw validationFailed({ carrier: CARD_ORDER_MESSAGES.trackingRequired });
    if (!body.tracking_number)
      throw validationFailed({ tracking_number: CARD_ORDER_MESSAGES.trackingRequired });
    if (!isTrackingNumberOf(body.carrier, body.tracking_number))
      throw validationFailed({ tracking_number: CARD_ORDER_MESSAGES.badTrackingNumber });
    const carrier = body.carrier;
    const trackingNumber = normalizeTrackingNumber(body.tracking_number);
    await deps.db.transaction(async (tx) => {
      await assertExists(tx, body.order_id);
      const moved = await moveCardOrderOr409(tx, {
        orderId: body.order_id,
        to: 'shipped',
        fields: { carrier, trackingNumber },
        actorId: adminId,
        now,
      });
      await queueShippedMail(tx, moved, deps.appUrl, now);
    });
    deps.mailer.kick();
    return body.order_id;
  }
  await deps.db.transaction(async (tx) => {
    await assertExists(tx, body.order_id);
    await moveCardOrderOr409(tx, { orderId: body.order_id, to: body.to, actorId: adminId, now });
  });
  return body.order_id;
}

async function assertExists(tx: CardOrderDeps['db'], orderId: number) {
  const [order] = await tx
    .select({ id: cardOrders.id })
    .from(cardOrders)
    .where(eq(cardOrders.id, orderId));
  if (!order) throw notFound(CARD_ORDER_MESSAGES.notFound);
}

/**
 * GET /admin/card_order_print_files?ids=: the print PDFs of several orders in one zip, stored
 * without compression (a PDF is compressed already). Every order must have its proof.
 */
export async function sendPrintFiles(
  deps: Pick<CardOrderDeps, 'db' | 'storage' | 'clock' | 'appUrl'>,
  reply: FastifyReply,
  idsText: string,
): Promise<Uint8Array> {
  const ids = [...new Set(idsText.split(',').map(Number))];
  const rows = await deps.db
    .select({ order: cardOrders, code: qrCodes.code })
    .from(cardOrders)
    .innerJoin(qrCodes, eq(qrCodes.id, cardOrders.qrCodeId))
    .where(
      inArray(
        cardOrders.id,
        ids.filter((id) => id > 0 && id <= 2_147_483_647),
      ),
    );
  const found = new Map(rows.map((row) => [row.order.id, row]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw notFound(`There is no card order ${missing.map(orderNumberOf).join(', ')}.`);
  const unproofed = rows.filter(
    (row) => !(PROOFED_STATES as readonly string[]).includes(row.order.state),
  );
  if (unproofed.length > 0) {
    const message = `No print file yet for ${unproofed.map((row) => orderNumberOf(row.order.id)).join(', ')}.`;
    throw conflict(message, { ids: message });
  }
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const id of ids) {
    const row = found.get(id)!;
    const pdf = await proofOf(deps, row.order);
    if (!pdf) throw conflict(`No print file yet for ${orderNumberOf(id)}.`);
    files[`${orderNumberOf(id)}-${row.code}.pdf`] = [new Uint8Array(pdf), { level: 0 }];
  }
  const zip = zipSync(files, { mtime: deps.clock.now() });
  const day = deps.clock.now().toISOString().slice(0, 10);
  reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="card-orders-${day}.zip"`)
    .header('cache-control', 'private, no-store');
  return zip;
}
