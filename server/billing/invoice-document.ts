import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts, invoices } from '../db/schema.ts';
import type { InvoiceDocument } from '../documents/invoice-pdf.ts';
import type { Locale } from '../public/public-i18n.ts';

/**
 * What the invoice PDF shows, for one of the account's own invoices; null for an invoice of
 * another account or none at all (the route answers both with the same 404).
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
      churchName: accounts.churchName,
      slug: accounts.slug,
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
  if (!row) return null;
  const { invoice } = row;
  return {
    number: invoice.number,
    issued_at: invoice.issuedAt,
    church_name: row.churchName ?? row.slug,
    lines: [{ description: invoice.description, amount_cents: invoice.totalCents }],
    total_cents: invoice.totalCents,
    status: invoice.status,
    currency: 'usd',
    locale,
  };
}
