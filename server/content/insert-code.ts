import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { qrCodes } from '#server/db/schema.ts';
import { newShortCode } from '#server/shortCodes/short-code.ts';

/** The label of a church's insert code, as results and the admin's QR codes list show it. */
export const INSERT_CODE_LABEL = 'Bulletin inserts';

/**
 * The church's insert short code (decision 069), made with its first insert: it leads where the
 * church's cards lead by default (its current welcome video), and its scans count as inserts.
 * Two first downloads at once make one code: the partial unique index keeps one per church.
 */
export async function insertCodeOf(db: Db, accountId: number, now: Date): Promise<string> {
  const existing = async () => {
    const [row] = await db
      .select({ code: qrCodes.code })
      .from(qrCodes)
      .where(and(eq(qrCodes.accountId, accountId), eq(qrCodes.source, 'insert')));
    return row?.code;
  };
  const found = await existing();
  if (found) return found;
  await db
    .insert(qrCodes)
    .values({
      code: newShortCode(),
      accountId,
      label: INSERT_CODE_LABEL,
      source: 'insert',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const made = await existing();
  if (!made) throw new Error(`No insert code could be made for account ${accountId}.`);
  return made;
}
