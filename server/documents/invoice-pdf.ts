import type { Locale } from '#server/public/public-i18n.ts';
import type { DocumentCurrency } from './pdf-layout.ts';
import { startDocument } from './pdf-layout.ts';

export type InvoiceStatus = 'open' | 'paid' | 'void' | 'refunded';

/** What an invoice PDF shows; the billing service builds it from its rows. */
export type InvoiceDocument = {
  /** The invoice's number in its sequence, e.g. TL-2026-000123. */
  number: string;
  issued_at: Date;
  church_name: string;
  lines: ReadonlyArray<{ description: string; amount_cents: number }>;
  total_cents: number;
  status: InvoiceStatus;
  currency: DocumentCurrency;
  /** The language of the texts and of the amounts' and dates' formats. */
  locale: Locale;
};

/** An invoice as a PDF (A4, Noto Sans CJK embedded as a subset, texts in the invoice's language). */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const pdf = await startDocument({
    locale: invoice.locale,
    currency: invoice.currency,
    title: (t) => `${t('documents.invoice.title')} ${invoice.number}`,
    createdAt: invoice.issued_at,
  });
  const { t } = pdf;
  pdf.heading(t('documents.invoice.title'));
  pdf.facts([
    [t('documents.invoice.number'), invoice.number],
    [t('documents.invoice.issued'), pdf.date(invoice.issued_at)],
    [t('documents.invoice.billedTo'), invoice.church_name],
    [t('documents.invoice.status'), t(`documents.invoice.statuses.${invoice.status}`)],
  ]);
  pdf.amounts(
    [t('documents.invoice.description'), t('documents.invoice.amount')],
    invoice.lines.map((line) => [line.description, pdf.money(line.amount_cents)] as const),
    [t('documents.invoice.total'), pdf.money(invoice.total_cents)],
  );
  if (invoice.status === 'open') pdf.note(t('documents.invoice.openNote'));
  pdf.note(t('documents.invoice.thanks'));
  return pdf.finish();
}
