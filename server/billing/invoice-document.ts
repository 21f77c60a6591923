import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { accounts, invoices, plans } from '#server/db/schema.ts';
import type { InvoiceDocument } from '#server/documents/invoice-pdf.ts';
import { formatDate } from '#server/documents/pdf-layout.ts';
import type { Locale } from '#server/public/public-i18n.ts';
import { translator } from '#server/public/public-i18n.ts';
import { invoiceItemOf, invoiceItemText } from './billing-item.ts';

/**
 * What the invoice PDF shows, for one of the account's own invoices; null for an invoice of
 * another account or none at all (the route answers both with the same 404). Its line is written
 * in the PDF's language from the invoice's plan and payment, not copied from the stored English.
 */
export async function invoiceDocumentOf(
  db: Db,
  accountId: number,
  invoiceId: number,
  locale: Locale = 'en',
): Promise<InvoiceDocument | null> {
  const [row] = await db
    .select({
      invoice: invoices,
      plan: { tier: plans.tier, name: plans.name, interval: plans.interval },
      churchName: accounts.churchName,
      slug: accounts.slug,
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .innerJoin(plans, eq(plans.code, invoices.planCode))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
  if (!row) return null;
  const { invoice } = row;
  const t = translator(locale);
  const description = t('billingItems.period', {
    item: invoiceItemText(t, invoiceItemOf(invoice, row.plan)),
    start: formatDate(invoice.periodStart, locale),
    end: formatDate(invoice.periodEnd, locale),
  });
  return {
    number: invoice.number,
    issued_at: invoice.issuedAt,
    church_name: row.churchName ?? row.slug,
    lines: [{ description, amount_cents: invoice.totalCents }],
    total_cents: invoice.totalCents,
    status: invoice.status,
    currency: 'usd',
    locale,
  };
}
