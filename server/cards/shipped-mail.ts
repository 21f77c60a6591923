import { eq } from 'drizzle-orm';
import { CARDS_PER_PACK } from '../../contract/cardOrders.ts';
import type { Carrier } from '../../contract/cardOrders.ts';
import { trackingUrlOf } from '../../contract/trackingNumbers.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { CardOrderRow } from './card-order-transition.ts';
import { orderNumberOf } from './card-order-transition.ts';

const CARRIER_NAMES: Record<Carrier, string> = { fedex: 'FedEx', ups: 'UPS', usps: 'USPS' };

/**
 * Tells the orderer that their cards are on their way, with the carrier's tracking link (English,
 * as the billing mails: the recipients' language is not stored yet). Queued in the transaction
 * that ships the order.
 */
export async function queueShippedMail(
  tx: Db,
  order: CardOrderRow,
  appUrl: string,
  now: Date,
): Promise<void> {
  if (!order.userId || !order.carrier || !order.trackingNumber) return;
  const [orderer] = await tx
    .select({ email: users.email, firstname: users.firstname, roles: users.roles })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!orderer) return;
  const number = orderNumberOf(order.id);
  const carrier = CARRIER_NAMES[order.carrier];
  const ordersPage = orderer.roles.includes('individual')
    ? '/individual/orderCards'
    : '/orderCards';
  await enqueueMail(
    tx,
    {
      kind: 'card_order_shipped',
      to: orderer.email,
      subject: `Your invitation cards ${number} have shipped`,
      text:
        `Hello ${orderer.firstname},\n\n` +
        `Your ${order.packs * CARDS_PER_PACK} invitation cards for ${order.churchName} are on their way ` +
        `with ${carrier}.\n\n` +
        `Tracking number: ${order.trackingNumber}\n` +
        `Track the parcel: ${trackingUrlOf(order.carrier, order.trackingNumber)}\n\n` +
        `Your orders are on ${appUrl}${ordersPage}\n`,
    },
    now,
  );
}
