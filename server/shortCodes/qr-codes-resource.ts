import { eq, sql } from 'drizzle-orm';
import { qrCodesResource } from '#contract/shortCodes/qrCodesResource.ts';
import { shortCodePath } from '#contract/shortCodes/shortCodes.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, locations, qrCodes, qrScans, videos } from '#server/db/schema.ts';
import { validationFailed } from '#server/http/api-error.ts';
import { newShortCode } from './short-code.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

// The outer row's columns in full: drizzle writes a one-table select's columns bare.
const row = (column: string) => sql.raw(`"qr_codes"."${column}"`);

const accountName = sql<string>`(select coalesce(a.church_name, a.slug) from ${accounts} a
  where a.id = ${row('account_id')})`;
const scans = sql<number>`(select coalesce(sum(s.scans), 0)::int from ${qrScans} s
  where s.code_id = ${row('id')})`;

async function assertChurchExists(tx: Db, id: unknown) {
  if (id === undefined) return;
  const [found] = await tx
    .select({ kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.id, Number(id)));
  if (found?.kind !== 'church') throw validationFailed({ account_id: 'Choose a church.' });
}

/** A code leads only to a video of its own church, which the public may see on its page. */
async function assertVideoOfChurch(tx: Db, videoId: unknown, accountId: number) {
  if (videoId === undefined || videoId === null) return;
  const [found] = await tx
    .select({ accountId: videos.accountId, slug: videos.slug, kind: videos.kind })
    .from(videos)
    .where(eq(videos.id, Number(videoId)));
  if (!found || found.accountId !== accountId) {
    throw validationFailed({ video_id: "Choose one of this church's videos." });
  }
  if (found.slug === null || found.kind === 'invite' || found.kind === 'instruction') {
    throw validationFailed({ video_id: 'Choose a video with a custom URL of its own.' });
  }
}

/** A code's campus is one of its own church's. */
async function assertCampusOfChurch(tx: Db, locationId: unknown, accountId: number) {
  if (locationId === undefined || locationId === null) return;
  const [found] = await tx
    .select({ accountId: locations.accountId })
    .from(locations)
    .where(eq(locations.id, Number(locationId)));
  if (found?.accountId !== accountId) {
    throw validationFailed({ location_id: "Choose one of this church's campuses." });
  }
}

/**
 * The short codes for the admin (decision 047): the server draws the letters; an admin
 * re-points a code to another video of its church, renames or disables it. The church and the
 * letters never change, and codes are never deleted: they are printed.
 */
export function qrCodesServerResource(appUrl: string): ServerResource {
  return {
    definition: qrCodesResource,
    store: tableStore(qrCodesResource, {
      table: qrCodes,
      computed: {
        short_url: sql<string>`${`${appUrl}${shortCodePath('')}`} || ${row('code')}`,
        account_name: accountName,
        video_slug: sql<string | null>`(select v.slug from ${videos} v
          where v.id = ${row('video_id')})`,
        location_name: sql<string | null>`(select l.name from ${locations} l
          where l.id = ${row('location_id')})`,
        scans,
      },
      sorts: {
        account_name: [sql`lower(${accountName})`],
        scans: [scans],
      },
    }),
    rules: {
      async beforeCreate(input, { tx }) {
        await assertChurchExists(tx, input.account_id);
        input.code = newShortCode();
      },
      async beforeUpdate(input, { tx, before }) {
        await assertVideoOfChurch(tx, input.video_id, Number(before.account_id));
        await assertCampusOfChurch(tx, input.location_id, Number(before.account_id));
      },
    },
  };
}
