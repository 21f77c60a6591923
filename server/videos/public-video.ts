import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { users, videos, videoViews } from '#server/db/schema.ts';
import type { VideoKind } from '#server/db/schema.ts';
import type { ChurchProfileRow } from '#server/church/church-profile.ts';
import { publicChurchRow } from '#server/church/church-profile.ts';

/** The kinds of video that have a public page at /v/<custom URL> (decision 039). */
export const PUBLIC_VIDEO_KINDS = ['welcome', 'profile', 'story'] as const satisfies VideoKind[];

export type PublicVideo = {
  video: typeof videos.$inferSelect;
  /** The story's teller; null for a church's own video. */
  personName: string | null;
  church: ChurchProfileRow;
};

/**
 * A video the public may watch, by its custom URL: approved, of a kind that has a page, playable
 * (an embed, or a processed file), of a church the public may see (an active church). Anything
 * else, blocked, waiting, no_payment or still processing, is null: the page is a 404.
 */
export async function publicVideo(db: Db, slug: string): Promise<PublicVideo | null> {
  const [row] = await db
    .select({ video: videos, firstname: users.firstname, lastname: users.lastname })
    .from(videos)
    .leftJoin(users, eq(users.id, videos.userId))
    .where(
      and(
        eq(videos.slug, slug),
        eq(videos.status, 'approved'),
        inArray(videos.kind, PUBLIC_VIDEO_KINDS),
        or(isNotNull(videos.url), eq(videos.processing, 'ready')),
      ),
    );
  if (!row) return null;
  const church = await publicChurchRow(db, { accountId: row.video.accountId });
  if (!church) return null;
  const personName =
    row.video.kind === 'story' && row.firstname !== null
      ? `${row.firstname} ${row.lastname ?? ''}`.trim()
      : null;
  return { video: row.video, personName, church };
}

/** The UTC day of a moment, as the counter keys it (`2026-11-25`). */
export const viewDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Counts one view of a video's public page on the day: one row per video and day holding a
 * number, nothing about the visitor (decision 039).
 */
export async function countView(db: Db, videoId: number, now: Date): Promise<void> {
  await db
    .insert(videoViews)
    .values({ videoId, day: viewDay(now), views: 1 })
    .onConflictDoUpdate({
      target: [videoViews.videoId, videoViews.day],
      set: { views: sql`${videoViews.views} + 1` },
    });
}
