import { asc, eq } from 'drizzle-orm';
import { trackingUrlOf } from '#contract/trackingNumbers.ts';
import { CARRIER_NAMES } from '#server/cardOrders/shipped-mail.ts';
import type { Db } from '#server/db/database.ts';
import type { storeOrders } from '#server/db/schema.ts';
import { storeOrderItems, users } from '#server/db/schema.ts';
import { asLocale, mailWriter } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import { orderNumberText } from './checkout.ts';

type StoreOrderRow = typeof storeOrders.$inferSelect;

/** Where the buyer's orders are listed ('Your orders' on the store's first page). */
const ORDERS_PAGE = '/orderProducts';

/**
 * Tells the buyer, in their stored language (decision 055), that their store order is on its
 * way, with the carrier's tracking link (decision 056). Queued in the transaction that ships it.
 */
export async function queueStoreOrderShippedMail(
  tx: Db,
  order: StoreOrderRow,
  appUrl: string,
  now: Date,
): Promise<void> {
  if (!order.userId || !order.carrier || !order.trackingNumber) return;
  const [buyer] = await tx
    .select({ email: users.email, firstname: users.firstname, locale: users.locale })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!buyer) return;
  const items = await tx
    .select({ name: storeOrderItems.name, quantity: storeOrderItems.quantity })
    .from(storeOrderItems)
    .where(eq(storeOrderItems.orderId, order.id))
    .orderBy(asc(storeOrderItems.id));
  const number = orderNumberText(order);
  const { t, link, paragraphs } = mailWriter(asLocale(buyer.locale));
  await enqueueMail(
    tx,
    {
      kind: 'store_order_shipped',
      to: buyer.email,
      subject: t('mail.storeOrderShipped.subject', { number }),
      text: paragraphs(
        t('mail.helloName', { name: buyer.firstname }),
        t('mail.storeOrderShipped.body', {
          number,
          items: items.map((item) => `${item.quantity} × ${item.name}`).join('\n'),
          carrier: CARRIER_NAMES[order.carrier],
          tracking: order.trackingNumber,
          trackingLink: trackingUrlOf(order.carrier, order.trackingNumber),
          address: [order.shipName, order.shipAddress, order.shipAddress2, order.shipCity]
            .filter(Boolean)
            .join(', '),
          link: link(appUrl, ORDERS_PAGE),
        }),
      ),
    },
    now,
  );
}
