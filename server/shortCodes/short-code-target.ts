import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { accounts, qrCodes, videos } from '#server/db/schema.ts';

/** Where a short code leads, read when it is scanned. */
export type ShortCodeTarget = {
  codeId: number;
  /** The church the code belongs to. */
  accountId: number;
  /** The custom URL of the video it leads to; null when the church has none the public may see. */
  videoSlug: string | null;
  /** The church's public page address, when the church is active (the finder lists it). */
  churchSlug: string | null;
};

/** A video the public may watch on its page (as publicVideo decides, decision 039). */
const watchable = sql`v.status = 'approved' and v.slug is not null
  and (v.url is not null or v.processing = 'ready')`;

/**
 * Where an enabled code leads, in one query: the video an admin pointed it at while the public
 * may watch it, else the church's newest welcome video the public may watch. Null for an
 * unknown or disabled code. Read at every scan, so a printed code follows the church's video
 * and custom URL wherever they change.
 */
export async function shortCodeTarget(db: Db, code: string): Promise<ShortCodeTarget | null> {
  const result = (await db.execute(sql`
    select c.id, c.account_id,
      case when a.church_status = 'active' then coalesce(
        (select v.slug from ${videos} v where v.id = c.video_id and ${watchable}),
        (select v.slug from ${videos} v
          where v.account_id = c.account_id and v.kind = 'welcome' and ${watchable}
          order by v.created_at desc, v.id desc limit 1)
      ) end as video_slug,
      case when a.church_status = 'active' then a.slug end as church_slug
    from ${qrCodes} c join ${accounts} a on a.id = c.account_id
    where c.code = ${code} and not c.disabled`)) as unknown as {
    rows: {
      id: number;
      account_id: number;
      video_slug: string | null;
      church_slug: string | null;
    }[];
  };
  const [row] = result.rows;
  if (!row) return null;
  return {
    codeId: Number(row.id),
    accountId: Number(row.account_id),
    videoSlug: row.video_slug,
    churchSlug: row.church_slug,
  };
}
