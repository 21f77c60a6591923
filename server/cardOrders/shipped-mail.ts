import { CARDS_PER_PACK } from '#contract/cardOrders/cardOrders.ts';
import type { Db } from '#server/db/database.ts';
import { queueShippedOrderMail } from '#server/mail/shipped-order-mail.ts';
import type { CardOrderRow } from './card-order-transition.ts';
import { orderNumberOf } from './card-order-transition.ts';

/**
 * Tells the orderer, in their language, that their cards are on their way, with the carrier's
 * tracking link (the shipped-order mail). Queued in the transaction that ships the order.
 */
export async function queueShippedMail(
  tx: Db,
  order: CardOrderRow,
  appUrl: string,
  now: Date,
): Promise<void> {
  await queueShippedOrderMail(
    tx,
    order,
    {
      kind: 'card_order_shipped',
      messages: 'mail.cardOrderShipped',
      number: orderNumberOf(order.id),
      details: { cards: order.packs * CARDS_PER_PACK, church: order.churchName },
      ordersPage: (orderer) =>
        orderer.roles.includes('individual') ? '/individual/orderCards' : '/orderCards',
    },
    appUrl,
    now,
  );
}
