import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { qrScans, qrScanVisitors } from '#server/db/schema.ts';

/** The UTC day of a moment, as the counters key it (`2026-11-25`). */
export const scanDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Who scanned, as the day's counter tells people apart: a hash of the address and the browser,
 * salted with the day's key (derived from the server's secret and the day, never stored). The
 * rows holding it are deleted once the day is over, so no address, and nothing that leads back
 * to one, outlives the day.
 */
export function scanVisitor(scanKey: Buffer, day: string, address: string, userAgent: string) {
  const salt = createHmac('sha256', scanKey).update(day).digest();
  return createHash('sha256')
    .update(salt)
    .update(address)
    .update('\n')
    .update(userAgent)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Counts a scan of a code: once per visitor and day, in one statement that also deletes the
 * visitors of past days. Resolves whether it was the visitor's first scan of the day.
 */
export async function countScan(
  db: Db,
  codeId: number,
  day: string,
  visitor: string,
): Promise<boolean> {
  const result = (await db.execute(sql`
    with past as (delete from ${qrScanVisitors} where day < ${day}::date),
    first_scan as (
      insert into ${qrScanVisitors} (code_id, day, visitor) values (${codeId}, ${day}::date, ${visitor})
      on conflict do nothing
      returning 1
    )
    insert into ${qrScans} (code_id, day, scans)
      select ${codeId}, ${day}::date, 1 from first_scan
    on conflict (code_id, day) do update set scans = ${qrScans}.scans + 1
    returning scans`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
