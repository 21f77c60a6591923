import { eq } from 'drizzle-orm';
import type { Carrier } from '#contract/cardOrderStates.ts';
import { trackingUrlOf } from '#contract/trackingNumbers.ts';
import type { Db } from '#server/db/database.ts';
import { users } from '#server/db/schema.ts';
import { asLocale, mailWriter } from './mail-locale.ts';
import type { MailKind } from './outbox.ts';
import { enqueueMail } from './outbox.ts';

/** The carriers as people write them (a brand, the same in every language). */
export const CARRIER_NAMES: Record<Carrier, string> = { fedex: 'FedEx', ups: 'UPS', usps: 'USPS' };

/** The person who ordered, as the mail greets and addresses them. */
export type ShippedOrderRecipient = { firstname: string; roles: readonly string[] };

/** What differs between the shipped mails of card orders and store orders. */
export type ShippedOrderMail = {
  kind: MailKind;
  /** The order's messages: `<messages>.subject` ({{number}}) and `<messages>.body`. */
  messages: string;
  /** The order's number as people see it. */
  number: string;
  /** The order's own values of the body (the carrier, tracking and link come from here). */
  details: Record<string, string | number>;
  /** The page that lists the recipient's orders. */
  ordersPage: (recipient: ShippedOrderRecipient) => string;
};

/**
 * Tells the person who ordered, in their stored language (decision 055), that their order is on
 * its way, with the carrier's tracking link (decision 056). Queued in the transaction that ships
 * the order; nothing when it has no orderer, carrier or tracking number.
 */
export async function queueShippedOrderMail(
  tx: Db,
  order: { userId: number | null; carrier: Carrier | null; trackingNumber: string | null },
  mail: ShippedOrderMail,
  appUrl: string,
  now: Date,
): Promise<void> {
  if (!order.userId || !order.carrier || !order.trackingNumber) return;
  const [recipient] = await tx
    .select({
      email: users.email,
      firstname: users.firstname,
      roles: users.roles,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!recipient) return;
  const { t, link, paragraphs } = mailWriter(asLocale(recipient.locale));
  await enqueueMail(
    tx,
    {
      kind: mail.kind,
      to: recipient.email,
      subject: t(`${mail.messages}.subject`, { number: mail.number }),
      text: paragraphs(
        t('mail.helloName', { name: recipient.firstname }),
        t(`${mail.messages}.body`, {
          ...mail.details,
          carrier: CARRIER_NAMES[order.carrier],
          tracking: order.trackingNumber,
          trackingLink: trackingUrlOf(order.carrier, order.trackingNumber),
          link: link(appUrl, mail.ordersPage(recipient)),
        }),
      ),
    },
    now,
  );
}
