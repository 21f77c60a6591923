import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { qrCodes, qrScanVisitors } from '#server/db/schema.ts';
import { isNotAPerson } from '#server/public/link-previewers.ts';
import { scanDay, scanVisitor } from '#server/shortCodes/scans.ts';

/** A visitor who scanned some of a church's cards today: the codes, as the funnel counts them. */
export type CardVisitor = { codeIds: number[]; day: string; visitor: string };

/**
 * The codes of a church this visitor scanned today, found by the scan's daily hash of address
 * and browser (decision 052): the video page needs no parameter in its address, and a visitor
 * who did not come from a card is not followed at all. Null for link previewers and for
 * visitors who scanned none.
 */
export async function cardVisitorOf(
  deps: { db: Db; scanKey: Buffer; clock: { now(): Date } },
  request: FastifyRequest,
  accountId: number,
): Promise<CardVisitor | null> {
  const userAgent = request.headers['user-agent'];
  if (isNotAPerson(userAgent)) return null;
  const day = scanDay(deps.clock.now());
  const visitor = scanVisitor(deps.scanKey, day, request.ip, userAgent ?? '');
  const rows = await deps.db
    .select({ codeId: qrScanVisitors.codeId })
    .from(qrScanVisitors)
    .innerJoin(qrCodes, eq(qrCodes.id, qrScanVisitors.codeId))
    .where(
      and(
        eq(qrScanVisitors.day, day),
        eq(qrScanVisitors.visitor, visitor),
        eq(qrCodes.accountId, accountId),
      ),
    );
  if (rows.length === 0) return null;
  return { codeIds: rows.map((row) => row.codeId), day, visitor };
}
