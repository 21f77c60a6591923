import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts, users } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailKind } from '../mail/outbox.ts';
import type { InvoiceRow } from './invoices.ts';

// The billing mails (English, as every mail of the product so far; the recipients' language is
// not stored yet). Queued in the transaction of the change they tell about.

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The church's pastors (its evangelism users), or every user of the account without one. */
async function recipientsOf(
  tx: Db,
  accountId: number,
): Promise<{ email: string; church: string }[]> {
  const rows = await tx
    .select({
      email: users.email,
      pastor: sql<boolean>`'evangelism' = any(${users.roles})`,
      church: accounts.churchName,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.accountId, accountId)));
  const pastors = rows.filter((row) => row.pastor);
  return (pastors.length > 0 ? pastors : rows).map((row) => ({
    email: row.email,
    church: row.church ?? 'your church',
  }));
}

async function mailChurch(
  tx: Db,
  accountId: number,
  kind: MailKind,
  compose: (church: string) => { subject: string; text: string },
  now: Date,
): Promise<void> {
  for (const { email, church } of await recipientsOf(tx, accountId)) {
    await enqueueMail(tx, { kind, to: email, ...compose(church) }, now);
  }
}

export function mailReceipt(tx: Db, invoice: InvoiceRow, appUrl: string, now: Date) {
  return mailChurch(
    tx,
    invoice.accountId,
    'payment_receipt',
    (church) => ({
      subject: `Receipt for invoice ${invoice.number}`,
      text:
        'Hello,\n\n' +
        `Thank you: ${church} paid ${dollars(invoice.totalCents)} for ${invoice.description}.\n\n` +
        `Invoice: ${invoice.number}\nPaid on: ${DAY.format(now)}\n\n` +
        `Your invoices, as PDF files, are on your account page: ${appUrl}/account\n`,
    }),
    now,
  );
}

export function mailPaymentFailed(
  tx: Db,
  invoice: InvoiceRow,
  nextAttempt: Date,
  appUrl: string,
  now: Date,
) {
  return mailChurch(
    tx,
    invoice.accountId,
    'payment_failed',
    (church) => ({
      subject: `We could not charge the card of ${church}`,
      text:
        'Hello,\n\n' +
        `The payment of ${dollars(invoice.totalCents)} for ${invoice.description} ` +
        `(invoice ${invoice.number}) was refused by the card's bank.\n\n` +
        'Until it is paid, your dashboard shows only the payment pages and your videos are ' +
        'hidden. Update the card to pay the invoice and get everything back at once:\n\n' +
        `${appUrl}/paymentInfo\n\n` +
        `Otherwise we will try the card again on ${DAY.format(nextAttempt)}.\n`,
    }),
    now,
  );
}

export function mailMembershipCanceled(tx: Db, invoice: InvoiceRow, appUrl: string, now: Date) {
  return mailChurch(
    tx,
    invoice.accountId,
    'membership_canceled',
    (church) => ({
      subject: `The partnership of ${church} has ended`,
      text:
        'Hello,\n\n' +
        `We tried the card several times, but the payment for ${invoice.description} ` +
        `(invoice ${invoice.number}) was refused each time, so the partnership of ${church} has ` +
        'ended.\n\n' +
        `You can renew at any time: ${appUrl}/billing-renewal\n`,
    }),
    now,
  );
}
