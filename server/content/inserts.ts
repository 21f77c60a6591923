import type { FastifyReply } from 'fastify';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { InsertPdfRequest } from '#contract/content/inserts.ts';
import type { Role } from '#contract/roles.ts';
import { accounts, cardLogos } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import { sendAsDownload } from '#server/http/signed-links.ts';
import { shortUrlOf } from '#server/cardOrders/card-orders.ts';
import { insertCodeOf } from './insert-code.ts';
import { insertPdf } from './insert-pdf.ts';
import { readContent } from './reading.ts';

type InsertDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'appUrl'>;
type Reader = { roles: readonly Role[]; accountId: number };

/**
 * GET /content/insert_pdf (decision 069): an insert the reader may read now, made for their
 * church (its name, its card logo, its insert code), in the reader's language or, when the
 * insert has none, in English as the screen shows it. Made at each download, never cached.
 */
export async function sendInsertPdf(
  deps: InsertDeps,
  reply: FastifyReply,
  reader: Reader,
  request: InsertPdfRequest,
): Promise<Uint8Array> {
  const now = deps.clock.now();
  const [church] = await deps.db
    .select({ kind: accounts.kind, name: accounts.churchName, slug: accounts.slug })
    .from(accounts)
    .where(eq(accounts.id, reader.accountId));
  if (church?.kind !== 'church') {
    throw notFound('Bulletin inserts are made for a church: this account is not one.');
  }
  const item = await readContent(
    deps.db,
    reader.roles,
    { kind: request.kind, slug: request.slug, language: request.language },
    now,
  );
  const [logoRow] = await deps.db
    .select({ key: cardLogos.logoKey })
    .from(cardLogos)
    .where(eq(cardLogos.accountId, reader.accountId));
  const stored = logoRow ? await deps.storage.get(logoRow.key) : null;
  const code = await insertCodeOf(deps.db, reader.accountId, now);
  const pdf = await insertPdf({
    paper: request.paper,
    locale: item.shown_in,
    churchName: church.name ?? church.slug,
    logo: stored ? await buffer(stored.body) : null,
    title: item.title,
    summary: item.summary,
    bodyHtml: item.body,
    shortUrl: shortUrlOf(deps.appUrl, code),
    updatedAt: new Date(item.updated_at),
  });
  const fileName = `${item.title} (${request.paper === 'a4' ? 'A4' : 'Letter'}).pdf`;
  return sendAsDownload(
    reply,
    { bytes: new Uint8Array(pdf), contentType: 'application/pdf' },
    fileName,
  );
}
