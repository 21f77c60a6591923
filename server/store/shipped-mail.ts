import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import type { storeOrders } from '#server/db/schema.ts';
import { storeOrderItems } from '#server/db/schema.ts';
import { queueShippedOrderMail } from '#server/mail/shipped-order-mail.ts';
import { orderNumberText } from './checkout.ts';

type StoreOrderRow = typeof storeOrders.$inferSelect;

/** Where the buyer's orders are listed ('Your orders' on the store's first page). */
const ORDERS_PAGE = '/orderProducts';

/**
 * Tells the buyer, in their stored language, that their store order is on its way, with what it
 * holds and where it goes (the shipped-order mail). Queued in the transaction that ships it.
 */
export async function queueStoreOrderShippedMail(
  tx: Db,
  order: StoreOrderRow,
  appUrl: string,
  now: Date,
): Promise<void> {
  if (!order.userId || !order.carrier || !order.trackingNumber) return;
  const items = await tx
    .select({ name: storeOrderItems.name, quantity: storeOrderItems.quantity })
    .from(storeOrderItems)
    .where(eq(storeOrderItems.orderId, order.id))
    .orderBy(asc(storeOrderItems.id));
  const number = orderNumberText(order);
  await queueShippedOrderMail(
    tx,
    order,
    {
      kind: 'store_order_shipped',
      messages: 'mail.storeOrderShipped',
      number,
      details: {
        number,
        items: items.map((item) => `${item.quantity} × ${item.name}`).join('\n'),
        address: [order.shipName, order.shipAddress, order.shipAddress2, order.shipCity]
          .filter(Boolean)
          .join(', '),
      },
      ordersPage: () => ORDERS_PAGE,
    },
    appUrl,
    now,
  );
}
