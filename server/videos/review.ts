import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ReviewedVideo } from '#contract/videos/videoReview.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, churchConnections, churchModerators, users, videos } from '#server/db/schema.ts';
import { fileUrl } from '#server/church/church-profile.ts';
import { WAITING_STATUSES } from './transitions.ts';

/** The columns a ReviewedVideo is made of. */
const reviewedColumns = {
  id: videos.id,
  kind: videos.kind,
  status: videos.status,
  slug: videos.slug,
  accountId: videos.accountId,
  accountSlug: accounts.slug,
  churchName: accounts.churchName,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  url: videos.url,
  fileKey: videos.fileKey,
  posterKey: videos.posterKey,
  durationSeconds: videos.durationSeconds,
  blockReason: videos.blockReason,
  createdAt: videos.createdAt,
};

type ReviewedRow = {
  id: number;
  kind: ReviewedVideo['kind'];
  status: ReviewedVideo['status'];
  slug: string | null;
  accountId: number;
  accountSlug: string;
  churchName: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  url: string | null;
  fileKey: string | null;
  posterKey: string | null;
  durationSeconds: number | null;
  blockReason: string | null;
  createdAt: Date;
};

export function toReviewedVideo(row: ReviewedRow): ReviewedVideo {
  const person =
    row.firstname !== null ? `${row.firstname} ${row.lastname ?? ''}`.trim() || null : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    slug: row.slug,
    account_id: row.accountId,
    church_name: row.churchName ?? row.accountSlug,
    person_name: person,
    play_url: row.url ?? fileUrl(row.fileKey),
    source: row.url ? 'embed' : 'file',
    poster_url: fileUrl(row.posterKey),
    duration_seconds: row.durationSeconds,
    block_reason: row.blockReason,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The videos a person may decide on (decision 038): an admin every video; anyone else the stories
 * of the churches they are an approved moderator of. Everyone else may decide on none.
 */
export function reviewableBy(user: AuthUser): SQL {
  if (user.roles.includes('admin')) return sql`true`;
  return and(
    eq(videos.kind, 'story'),
    inArray(
      videos.accountId,
      sql`(select ${churchModerators.accountId} from ${churchModerators}
        where ${churchModerators.userId} = ${user.id} and ${churchModerators.status} = 'approved')`,
    ),
  )!;
}

function reviewedQuery(db: Db) {
  return db
    .select(reviewedColumns)
    .from(videos)
    .innerJoin(accounts, eq(accounts.id, videos.accountId))
    .leftJoin(users, eq(users.id, videos.userId));
}

/** One video the person may decide on, with its maker's address, or null (no such video, or not theirs to decide). */
export async function reviewableVideo(
  db: Db,
  user: AuthUser,
  videoId: number,
): Promise<{ video: ReviewedVideo; email: string | null } | null> {
  const [row] = await reviewedQuery(db).where(and(eq(videos.id, videoId), reviewableBy(user)));
  return row ? { video: toReviewedVideo(row), email: row.email } : null;
}

/** The waiting videos a person may decide on, oldest first, one page of them. */
export async function waitingVideos(
  db: Db,
  user: AuthUser,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ videos: ReviewedVideo[]; total: number }> {
  const where = and(inArray(videos.status, WAITING_STATUSES), reviewableBy(user));
  const [rows, [count]] = await Promise.all([
    reviewedQuery(db)
      .where(where)
      .orderBy(asc(videos.createdAt), asc(videos.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(videos)
      .where(where),
  ]);
  return { videos: rows.map(toReviewedVideo), total: Number(count?.total ?? 0) };
}

/**
 * The churches a person counts as their own for the stories: their account's, the churches they
 * moderate and those that accepted their connection request.
 */
export async function ownChurchesOf(db: Db, user: AuthUser): Promise<number[]> {
  const result = (await db.execute(sql`
    select ${user.accountId}::int as id
    union select ${churchModerators.accountId} from ${churchModerators}
      where ${churchModerators.userId} = ${user.id} and ${churchModerators.status} = 'approved'
    union select ${churchConnections.accountId} from ${churchConnections}
      where ${churchConnections.userId} = ${user.id} and ${churchConnections.status} = 'accepted'`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Approved stories, those of the person's own churches first, then the newest. */
export async function approvedStories(
  db: Db,
  ownAccountIds: readonly number[],
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ stories: ReviewedVideo[]; total: number }> {
  const where = and(eq(videos.kind, 'story'), eq(videos.status, 'approved'));
  const own = ownAccountIds.length > 0 ? inArray(videos.accountId, [...ownAccountIds]) : sql`false`;
  const [rows, [count]] = await Promise.all([
    reviewedQuery(db)
      .where(where)
      .orderBy(desc(sql`(${own})`), desc(videos.createdAt), desc(videos.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(videos)
      .where(where),
  ]);
  return { stories: rows.map(toReviewedVideo), total: Number(count?.total ?? 0) };
}
