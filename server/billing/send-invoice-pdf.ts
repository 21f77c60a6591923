import type { FastifyReply } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { renderInvoicePdf } from '#server/documents/invoice-pdf.ts';
import { notFound } from '#server/http/api-error.ts';
import { invoiceDocumentOf } from './invoice-document.ts';

/**
 * An account's invoice as a PDF download (the church's own, or any for an admin): a 404 for an
 * invoice of another account, never cached.
 */
export async function sendInvoicePdf(
  db: Db,
  reply: FastifyReply,
  accountId: number,
  invoiceId: number,
  locale: Parameters<typeof invoiceDocumentOf>[3],
): Promise<Uint8Array> {
  const doc = await invoiceDocumentOf(db, accountId, invoiceId, locale);
  if (!doc) throw notFound('There is no such invoice.');
  const pdf = await renderInvoicePdf(doc);
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${doc.number}.pdf"`)
    .header('cache-control', 'private, no-store');
  return new Uint8Array(pdf);
}
