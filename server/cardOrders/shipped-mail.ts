import { eq } from 'drizzle-orm';
import { CARDS_PER_PACK } from '#contract/cardOrders/cardOrders.ts';
import type { Carrier } from '#contract/cardOrders/cardOrders.ts';
import { trackingUrlOf } from '#contract/trackingNumbers.ts';
import type { Db } from '#server/db/database.ts';
import { users } from '#server/db/schema.ts';
import { asLocale, mailWriter } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import type { CardOrderRow } from './card-order-transition.ts';
import { orderNumberOf } from './card-order-transition.ts';

/** The carriers as people write them (a brand, the same in every language). */
export const CARRIER_NAMES: Record<Carrier, string> = { fedex: 'FedEx', ups: 'UPS', usps: 'USPS' };

/**
 * Tells the orderer, in their language, that their cards are on their way, with the carrier's
 * tracking link. Queued in the transaction that ships the order.
 */
export async function queueShippedMail(
  tx: Db,
  order: CardOrderRow,
  appUrl: string,
  now: Date,
): Promise<void> {
  if (!order.userId || !order.carrier || !order.trackingNumber) return;
  const [orderer] = await tx
    .select({
      email: users.email,
      firstname: users.firstname,
      roles: users.roles,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!orderer) return;
  const number = orderNumberOf(order.id);
  const carrier = CARRIER_NAMES[order.carrier];
  const ordersPage = orderer.roles.includes('individual')
    ? '/individual/orderCards'
    : '/orderCards';
  const { t, link, paragraphs } = mailWriter(asLocale(orderer.locale));
  await enqueueMail(
    tx,
    {
      kind: 'card_order_shipped',
      to: orderer.email,
      subject: t('mail.cardOrderShipped.subject', { number }),
      text: paragraphs(
        t('mail.helloName', { name: orderer.firstname }),
        t('mail.cardOrderShipped.body', {
          cards: order.packs * CARDS_PER_PACK,
          church: order.churchName,
          carrier,
          tracking: order.trackingNumber,
          trackingLink: trackingUrlOf(order.carrier, order.trackingNumber),
          link: link(appUrl, ordersPage),
        }),
      ),
    },
    now,
  );
}
