import { and, eq, inArray } from 'drizzle-orm';
import { CARD_ORDER_MESSAGES } from '#contract/cardOrders/cardOrders.ts';
import {
  shippingStatesBefore,
  STORE_FULFILMENT_MESSAGES as MESSAGES,
} from '#contract/store/storeFulfilment.ts';
import type { StoreOrderTransitionRequest } from '#contract/store/storeFulfilment.ts';
import { isTrackingNumberOf, normalizeTrackingNumber } from '#contract/trackingNumbers.ts';
import { storeOrders } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, notFound, validationFailed } from '#server/http/api-error.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { orderNumberText } from './checkout.ts';
import { queueStoreOrderShippedMail } from './shipped-mail.ts';

type FulfilmentDeps = Pick<Deps, 'db' | 'clock' | 'appUrl'> & { mailer: { kick(): void } };

/** The column set when a delivery reaches each state the admin moves it to. */
const STATE_TIMESTAMPS = { shipped: 'shippedAt', delivered: 'deliveredAt' } as const;

/**
 * POST /admin/store_order_transition (decision 056): to_ship → shipped with the carrier and a
 * tracking number of its format (the buyer is mailed the tracking link), shipped → delivered.
 * A move its state does not allow, a digital order or an unpaid one is a 409; every move is in
 * the activity log. A compare-and-set on the state it comes from: two admins at once cannot
 * both ship it. Answers the order id.
 */
export async function adminMoveStoreOrder(
  deps: FulfilmentDeps,
  adminId: number,
  body: StoreOrderTransitionRequest,
): Promise<number> {
  const now = deps.clock.now();
  const [order] = await deps.db
    .select({ status: storeOrders.status, shipping: storeOrders.shipping })
    .from(storeOrders)
    .where(eq(storeOrders.id, body.order_id));
  if (!order) throw notFound(MESSAGES.notFound);
  if (order.status !== 'paid') throw conflict(MESSAGES.unpaid);
  if (!order.shipping) throw conflict(MESSAGES.digital);

  let fields: Partial<typeof storeOrders.$inferInsert> = {};
  if (body.to === 'shipped') {
    // The card orders' rules and words (decision 048): both are needed, the number must fit.
    if (!body.carrier) throw validationFailed({ carrier: CARD_ORDER_MESSAGES.trackingRequired });
    if (!body.tracking_number)
      throw validationFailed({ tracking_number: CARD_ORDER_MESSAGES.trackingRequired });
    if (!isTrackingNumberOf(body.carrier, body.tracking_number))
      throw validationFailed({ tracking_number: CARD_ORDER_MESSAGES.badTrackingNumber });
    fields = {
      carrier: body.carrier,
      trackingNumber: normalizeTrackingNumber(body.tracking_number),
    };
  }
  const stamp = { [STATE_TIMESTAMPS[body.to]]: now };

  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(storeOrders)
      .set({ ...fields, ...stamp, shipping: body.to })
      .where(
        and(
          eq(storeOrders.id, body.order_id),
          eq(storeOrders.status, 'paid'),
          inArray(storeOrders.shipping, shippingStatesBefore(body.to)),
        ),
      )
      .returning();
    if (!moved) throw conflict(MESSAGES.wrongState);
    await recordActivity(
      tx,
      {
        actorId: adminId,
        action: 'update',
        resource: 'store_orders',
        recordId: moved.id,
        recordLabel: `${orderNumberText(moved)} → ${body.to}`,
        changedFields: ['shipping', ...Object.keys(stamp), ...Object.keys(fields)].map((field) =>
          field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
        ),
      },
      now,
    );
    if (body.to === 'shipped') await queueStoreOrderShippedMail(tx, moved, deps.appUrl, now);
  });
  if (body.to === 'shipped') deps.mailer.kick();
  return body.order_id;
}
