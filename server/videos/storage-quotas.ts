import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { STORAGE_QUOTA_REACHED } from '#contract/videos/videos.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, users, videos, videoUploadReservations } from '#server/db/schema.ts';
import type { STORAGE_QUOTAS } from '#server/settings.ts';

export type StorageQuotas = typeof STORAGE_QUOTAS;

/** Which quota a new upload would pass, and its size in bytes. */
export type QuotaReached = { quota: 'person' | 'church'; limitBytes: number };

const GIGABYTE = 1024 ** 3;

/**
 * The bytes counted against a person's and their account's quotas (decision 062): the sources of
 * their current videos and the announced sizes of their uploads in progress. A video is current
 * while it has a source file and a custom URL (`slug`): Save all moves the URL to the new video
 * and the one it replaces loses it, so a re-recorded video no longer counts once the new one is
 * saved. The account's count is of the videos its people made (`users.account_id` of the maker),
 * whatever church a story was later told for, so nobody outside a church can fill its quota.
 */
export async function storageUsed(
  db: Db,
  user: Pick<AuthUser, 'id' | 'accountId'>,
): Promise<{ person: number; church: number }> {
  const current = and(isNotNull(videos.slug), isNotNull(videos.sourceKey));
  const total = (column: typeof videos.sourceBytes | typeof videoUploadReservations.bytes) =>
    sql<string>`coalesce(sum(${column}), 0)`;
  const [personVideos] = await db
    .select({ bytes: total(videos.sourceBytes) })
    .from(videos)
    .where(and(current, eq(videos.userId, user.id)));
  const [personUploads] = await db
    .select({ bytes: total(videoUploadReservations.bytes) })
    .from(videoUploadReservations)
    .where(eq(videoUploadReservations.userId, user.id));
  const [churchVideos] = await db
    .select({ bytes: total(videos.sourceBytes) })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .where(and(current, eq(users.accountId, user.accountId)));
  const [churchUploads] = await db
    .select({ bytes: total(videoUploadReservations.bytes) })
    .from(videoUploadReservations)
    .innerJoin(users, eq(users.id, videoUploadReservations.userId))
    .where(eq(users.accountId, user.accountId));
  const bytes = (row: { bytes: string } | undefined) => Number(row?.bytes ?? 0);
  return {
    person: bytes(personVideos) + bytes(personUploads),
    church: bytes(churchVideos) + bytes(churchUploads),
  };
}

/**
 * Reserves `bytes` for a new upload of `user`, unless it would take their videos or their
 * account's past a quota (then nothing is written and the quota reached is returned). Admins are
 * not limited, but their uploads are reserved all the same. The account's row is locked for the
 * transaction, so two uploads begun at once by one church are counted one after the other.
 */
export async function reserveUpload(
  db: Db,
  user: AuthUser,
  uploadId: string,
  bytes: number,
  quotas: StorageQuotas,
  now: Date,
): Promise<QuotaReached | null> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, user.accountId))
      .for('update');
    if (!user.roles.includes('admin')) {
      const used = await storageUsed(tx, user);
      if (used.person + bytes > quotas.perPersonBytes) {
        return { quota: 'person', limitBytes: quotas.perPersonBytes };
      }
      if (used.church + bytes > quotas.perAccountBytes) {
        return { quota: 'church', limitBytes: quotas.perAccountBytes };
      }
    }
    await tx
      .insert(videoUploadReservations)
      .values({ uploadId, userId: user.id, bytes, createdAt: now })
      .onConflictDoNothing();
    return null;
  });
}

/** The 413's text: the code first (the app's message is its own), then what it means. */
export function quotaRefusalText(reached: QuotaReached): string {
  const size = `${Math.round((reached.limitBytes / GIGABYTE) * 10) / 10} GB`;
  const whose =
    reached.quota === 'person' ? 'the videos you keep' : "the videos your church's people keep";
  return `${STORAGE_QUOTA_REACHED}: this video would take ${whose} past ${size}. Replace one of them instead.`;
}

/** An upload saved, terminated or refused: its bytes no longer count as in progress. */
export async function releaseUpload(db: Db, uploadId: string): Promise<void> {
  await db.delete(videoUploadReservations).where(eq(videoUploadReservations.uploadId, uploadId));
}

/**
 * Removes the reservations of uploads older than the uploads' expiry (the upload store's sweep
 * removes the uploads themselves then); returns how many.
 */
export async function sweepUploadReservations(
  db: Db,
  now: Date,
  expireAfterSeconds: number,
): Promise<number> {
  const oldest = new Date(now.getTime() - expireAfterSeconds * 1000);
  const removed = await db
    .delete(videoUploadReservations)
    .where(lt(videoUploadReservations.createdAt, oldest))
    .returning({ id: videoUploadReservations.uploadId });
  return removed.length;
}
