import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { accounts, users } from '#server/db/schema.ts';
import type { MailWriter } from '#server/mail/mail-locale.ts';
import { asLocale, mailWriter } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import type { MailKind } from '#server/mail/outbox.ts';
import { invoiceItemText, loadInvoiceItem } from './billing-item.ts';
import type { InvoiceRow } from './invoices.ts';

// The billing mails, each in its recipient's language (users.locale). Queued in the transaction
// of the change they tell about.

/** The church's pastors (its evangelism users), or every user of the account without one. */
async function recipientsOf(tx: Db, accountId: number) {
  const rows = await tx
    .select({
      email: users.email,
      locale: users.locale,
      pastor: sql<boolean>`'evangelism' = any(${users.roles})`,
      church: accounts.churchName,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.accountId, accountId));
  const pastors = rows.filter((row) => row.pastor);
  return pastors.length > 0 ? pastors : rows;
}

type Compose = (
  write: MailWriter,
  facts: { church: string; item: string; amount: string },
) => { subject: string; text: string };

async function mailChurch(
  tx: Db,
  invoice: InvoiceRow,
  kind: MailKind,
  compose: Compose,
  now: Date,
): Promise<void> {
  const item = await loadInvoiceItem(tx, invoice);
  for (const recipient of await recipientsOf(tx, invoice.accountId)) {
    const write = mailWriter(asLocale(recipient.locale));
    const facts = {
      church: recipient.church ?? write.t('mail.yourChurch'),
      item: invoiceItemText(write.t, item),
      amount: write.dollars(invoice.totalCents),
    };
    await enqueueMail(tx, { kind, to: recipient.email, ...compose(write, facts) }, now);
  }
}

export function mailReceipt(tx: Db, invoice: InvoiceRow, appUrl: string, now: Date) {
  return mailChurch(
    tx,
    invoice,
    'payment_receipt',
    ({ t, day, link, paragraphs }, facts) => ({
      subject: t('mail.paymentReceipt.subject', { number: invoice.number }),
      text: paragraphs(
        t('mail.hello'),
        t('mail.paymentReceipt.body', {
          ...facts,
          number: invoice.number,
          date: day(now),
          link: link(appUrl, '/account'),
        }),
      ),
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
    invoice,
    'payment_failed',
    ({ t, day, link, paragraphs }, facts) => ({
      subject: t('mail.paymentFailed.subject', { church: facts.church }),
      text: paragraphs(
        t('mail.hello'),
        t('mail.paymentFailed.body', {
          ...facts,
          number: invoice.number,
          date: day(nextAttempt),
          link: link(appUrl, '/paymentInfo'),
        }),
      ),
    }),
    now,
  );
}

export function mailMembershipCanceled(tx: Db, invoice: InvoiceRow, appUrl: string, now: Date) {
  return mailChurch(
    tx,
    invoice,
    'membership_canceled',
    ({ t, link, paragraphs }, facts) => ({
      subject: t('mail.membershipCanceled.subject', { church: facts.church }),
      text: paragraphs(
        t('mail.hello'),
        t('mail.membershipCanceled.body', {
          ...facts,
          number: invoice.number,
          link: link(appUrl, '/billing-renewal'),
        }),
      ),
    }),
    now,
  );
}
