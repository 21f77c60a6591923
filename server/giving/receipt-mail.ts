import type { Db } from '#server/db/database.ts';
import type { donationCharges, donations } from '#server/db/schema.ts';
import { renderReceiptPdf } from '#server/documents/receipt-pdf.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import type { Locale } from '#server/public/public-i18n.ts';
import { PUBLIC_LOCALES, translator } from '#server/public/public-i18n.ts';
import { formatMoney } from '#server/documents/pdf-layout.ts';

type DonationRow = typeof donations.$inferSelect;
type ChargeRow = typeof donationCharges.$inferSelect;

/** A receipt's number as printed: GR-<year of the charge>-<sequence, six digits>. */
export function receiptNumberText(sequence: number, chargedAt: Date): string {
  return `GR-${chargedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}

export function localeOfDonation(donation: Pick<DonationRow, 'locale'>): Locale {
  return (PUBLIC_LOCALES as readonly string[]).includes(donation.locale)
    ? (donation.locale as Locale)
    : 'en';
}

/**
 * Queues, in the caller's transaction, the receipt of one successful charge: a mail in the
 * donor's language with the receipt PDF attached.
 */
export async function queueReceiptMail(
  tx: Db,
  donation: DonationRow,
  charge: ChargeRow & { receiptNumber: number; chargedAt: Date },
): Promise<void> {
  const locale = localeOfDonation(donation);
  const t = translator(locale);
  const number = receiptNumberText(charge.receiptNumber, charge.chargedAt);
  const pdf = await renderReceiptPdf({
    receipt_number: number,
    received_at: charge.chargedAt,
    donor_name: donation.donorName,
    donor_email: donation.donorEmail,
    amount_cents: charge.amountCents,
    fee_cents: donation.feeCents,
    interval: donation.interval,
    currency: 'usd',
    locale,
  });
  const amount = formatMoney(charge.amountCents, 'usd', locale);
  await enqueueMail(
    tx,
    {
      kind: 'donation_receipt',
      to: donation.donorEmail,
      subject: t('documents.receiptMail.subject', { number }),
      text: [
        t('documents.receiptMail.greeting', { name: donation.donorName }),
        t(
          donation.interval === 'month'
            ? 'documents.receiptMail.monthly'
            : 'documents.receiptMail.oneTime',
          { amount },
        ),
        t('documents.receiptMail.attached', { number }),
        t('documents.receipt.thanks'),
      ].join('\n\n'),
      attachments: [{ filename: `${number}.pdf`, contentType: 'application/pdf', content: pdf }],
    },
    charge.chargedAt,
  );
}
