import type { Locale } from '#server/public/public-i18n.ts';
import type { DocumentCurrency } from './pdf-layout.ts';
import { startDocument } from './pdf-layout.ts';

/** What a gift's receipt shows; the giving service builds it from a donation charge. */
export type ReceiptDocument = {
  /** The receipt's number in its sequence, e.g. GR-2026-000042. */
  receipt_number: string;
  received_at: Date;
  donor_name: string;
  donor_email: string;
  /** The whole gift as charged, the covered processing fee included. */
  amount_cents: number;
  /** The part of the amount the donor added to cover the processing fee (0 when not). */
  fee_cents: number;
  interval: 'one_time' | 'month';
  currency: DocumentCurrency;
  locale: Locale;
};

/** A gift's receipt as a PDF, in the style of a tax receipt (A4, Noto Sans CJK embedded). */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const pdf = await startDocument({
    locale: receipt.locale,
    currency: receipt.currency,
    title: (t) => `${t('documents.receipt.title')} ${receipt.receipt_number}`,
    createdAt: receipt.received_at,
  });
  const { t } = pdf;
  pdf.heading(t('documents.receipt.title'));
  pdf.facts([
    [t('documents.receipt.number'), receipt.receipt_number],
    [t('documents.receipt.date'), pdf.date(receipt.received_at)],
    [t('documents.receipt.donor'), `${receipt.donor_name}\n${receipt.donor_email}`],
    [t('documents.receipt.kind'), t(`documents.receipt.intervals.${receipt.interval}`)],
  ]);
  const gift = receipt.amount_cents - receipt.fee_cents;
  pdf.amounts(
    [t('documents.receipt.description'), t('documents.receipt.amount')],
    receipt.fee_cents > 0
      ? [
          [t('documents.receipt.gift'), pdf.money(gift)],
          [t('documents.receipt.feeCovered'), pdf.money(receipt.fee_cents)],
        ]
      : [[t('documents.receipt.gift'), pdf.money(gift)]],
    [t('documents.receipt.total'), pdf.money(receipt.amount_cents)],
  );
  pdf.note(t('documents.receipt.statement'));
  pdf.note(t('documents.receipt.thanks'));
  return pdf.finish();
}
