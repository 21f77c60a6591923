import { and, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import { toEmbedUrl } from '#contract/videos/videoLinks.ts';
import type { MadeVideoKind } from '#contract/videos/videos.ts';
import { SLUG_TAKEN_MESSAGE } from '#contract/videos/videos.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, users, videos } from '#server/db/schema.ts';
import { sqlState, UNIQUE_VIOLATION } from '#server/db/sql-state.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, forbidden, notFound, validationFailed } from '#server/http/api-error.ts';
import { ADMIN_ONLY, defineRoute } from '#server/http/route.ts';
import { myVideoOf } from './my-video.ts';
import { queueVideoProcessing, retryVideoProcessing, sha256OfFile } from './processing.ts';
import { releaseUpload } from './storage-quotas.ts';
import { submitOrFollowPayment } from './transitions.ts';
import { UPLOAD_OWNER } from './upload-routes.ts';
import type { VideoUploadStore } from './upload-store.ts';
import { VideoRefused, videoContentOf } from './video-content.ts';
import {
  ADMIN_VIDEO_STATUS,
  INITIAL_VIDEO_STATUS,
  mayMake,
  VIDEO_MAKER_ROLES,
  VIDEO_UPLOADER_ROLES,
} from './video-roles.ts';
import { tickActionStep } from '#server/dashboard/action-steps.ts';

const UPLOAD_AGAIN = 'Upload the video again: this upload is not there any more.';

/**
 * Whose earlier videos of a kind the new one replaces, and so whose slugs it may take over: a
 * church's welcome or profile video is the account's, a story is its person's.
 */
function sameOwner(user: AuthUser, kind: MadeVideoKind) {
  return and(
    eq(videos.kind, kind),
    kind === 'story' ? eq(videos.userId, user.id) : eq(videos.accountId, user.accountId),
  );
}

/**
 * True when `slug` is free for this person's video of `kind`: no other video has it, and no other
 * person's intro video (users.intro_video_slug, which the session reads) is at it.
 */
async function slugIsFree(
  db: Db,
  user: AuthUser,
  kind: MadeVideoKind,
  slug: string,
): Promise<boolean> {
  const [video] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.slug, slug), or(ne(videos.kind, kind), ...notOwnedBy(user, kind))))
    .limit(1);
  if (video) return false;
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.introVideoSlug, slug), ne(users.id, user.id)))
    .limit(1);
  return !person;
}

function notOwnedBy(user: AuthUser, kind: MadeVideoKind) {
  return kind === 'story' ? [ne(videos.userId, user.id)] : [ne(videos.accountId, user.accountId)];
}

/**
 * A finished upload of the caller, checked by its content and copied into storage under its
 * content's key. Someone else's upload, an unfinished one or one that is gone: a 400 naming the
 * field, the same for all three (nobody learns whether another person's upload exists).
 */
async function storeUpload(
  deps: Deps,
  uploads: VideoUploadStore,
  user: AuthUser,
  uploadId: string,
): Promise<{ sourceKey: string; sourceBytes: number }> {
  const upload = await uploads.info(uploadId);
  if (!upload || upload.metadata?.[UPLOAD_OWNER] !== String(user.id)) {
    throw validationFailed({ upload_id: UPLOAD_AGAIN });
  }
  if (upload.size === undefined || upload.offset !== upload.size) {
    throw validationFailed({ upload_id: 'The upload has not finished yet.' });
  }
  try {
    const sourceKey = await uploads.withLocalFile(uploadId, async (path) => {
      const content = await videoContentOf(path);
      const key = `${await sha256OfFile(path)}.${content.extension}`;
      await deps.storage.putFile(key, path, content.contentType);
      return key;
    });
    return { sourceKey, sourceBytes: upload.size };
  } catch (error) {
    if (error instanceof VideoRefused) throw validationFailed({ upload_id: error.message });
    throw error;
  }
}

/** The caller's own video (made or uploaded by them), or a 404. */
async function ownVideo(db: Db, user: AuthUser, videoId: number) {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.userId, user.id)));
  if (!row) throw notFound('There is no such video of yours.');
  return row;
}

/** A write whose slug another request took in the meantime is still the slug's 409. */
async function writeVideo<T>(deps: Deps, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(write);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw conflict(SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
    }
    throw error;
  }
}

/**
 * Making videos (issue 9, decision 037): the custom URL check, Save all (an embed or a finished
 * resumable upload, queued for processing in the same transaction), step 4's church, a retry of
 * failed processing, the state the wizard polls, and admins' instruction and monthly uploads.
 */
export function registerVideoRoutes(
  app: FastifyInstance,
  deps: Deps,
  uploads: VideoUploadStore,
): void {
  defineRoute(app, deps, {
    endpoint: endpoints.checkVideoSlug,
    access: VIDEO_MAKER_ROLES,
    handler: async ({ user, body }) => ({
      slug: body.slug,
      available: await slugIsFree(deps.db, user, body.kind, body.slug),
    }),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.saveVideo,
    access: VIDEO_MAKER_ROLES,
    handler: async ({ user, body }) => {
      if (!mayMake(user.roles, body.kind)) throw forbidden();
      if ((body.embed_url === null) === (body.upload_id === null)) {
        const message = 'Embed a link or upload a video: one of the two.';
        throw validationFailed({ embed_url: message, upload_id: message });
      }
      if (!(await slugIsFree(deps.db, user, body.kind, body.slug))) {
        throw conflict(SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
      }
      // Stored before the row names it: a failed save leaves an unused file, never a video
      // pointing at nothing.
      const source =
        body.upload_id === null ? null : await storeUpload(deps, uploads, user, body.upload_id);
      const now = deps.clock.now();
      const row = await writeVideo(deps, async (tx) => {
        // The new video takes the custom URL over from the one it replaces.
        await tx
          .update(videos)
          .set({ slug: null, updatedAt: now })
          .where(and(eq(videos.slug, body.slug), sameOwner(user, body.kind)));
        const [created] = await tx
          .insert(videos)
          .values({
            accountId: user.accountId,
            userId: user.id,
            kind: body.kind,
            slug: body.slug,
            status: INITIAL_VIDEO_STATUS,
            ...(source === null
              ? { url: toEmbedUrl(body.embed_url ?? '') }
              : { ...source, processing: 'processing' as const }),
            posterSeconds: source === null ? null : body.poster_seconds,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('The video was not saved.');
        const status = await submitOrFollowPayment(tx, created, now);
        if (source !== null) await queueVideoProcessing(deps.jobs, tx, created.id);
        // Its bytes now count as the video's (a current one), no longer as an upload's.
        if (body.upload_id !== null) await releaseUpload(tx, body.upload_id);
        // The session's intro video is the person's welcome video or story.
        if (body.kind !== 'profile') {
          await tx.update(users).set({ introVideoSlug: body.slug }).where(eq(users.id, user.id));
        }
        if (body.kind === 'welcome') {
          await tickActionStep(tx, user.accountId, 'record-welcome-video', now);
        }
        return { ...created, status };
      });
      if (body.upload_id !== null) await uploads.remove(body.upload_id);
      return myVideoOf(row);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.connectVideoChurch,
    access: VIDEO_MAKER_ROLES,
    handler: async ({ user, body }) => {
      const video = await ownVideo(deps.db, user, body.video_id);
      if (video.kind !== 'story' && body.account_id !== user.accountId) {
        throw forbidden("A church's welcome and profile videos stay with its own account.");
      }
      const [church] = await deps.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, body.account_id), eq(accounts.kind, 'church')));
      if (!church) throw validationFailed({ account_id: 'Choose one of the churches offered.' });
      const now = deps.clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const [moved] = await tx
          .update(videos)
          .set({ accountId: church.id, updatedAt: now })
          .where(eq(videos.id, video.id))
          .returning();
        if (!moved) throw notFound('There is no such video of yours.');
        // A story told for a church is what its 'invite stories' step asks for.
        if (moved.kind === 'story') await tickActionStep(tx, church.id, 'invite-stories', now);
        // A story moved to another church shows as that church pays.
        return { ...moved, status: await submitOrFollowPayment(tx, moved, now) };
      });
      return myVideoOf(row);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.retryVideoProcessing,
    access: VIDEO_UPLOADER_ROLES,
    handler: async ({ user, body }) => {
      const video = await ownVideo(deps.db, user, body.video_id);
      if (!(await retryVideoProcessing(deps, video.id))) {
        throw conflict('This video is not waiting for another try.');
      }
      return myVideoOf(await ownVideo(deps.db, user, video.id));
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.myVideo,
    access: VIDEO_UPLOADER_ROLES,
    handler: async ({ user, body }) => myVideoOf(await ownVideo(deps.db, user, body.video_id)),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.saveAdminVideo,
    access: ADMIN_ONLY,
    handler: async ({ user, body }) => {
      const source = await storeUpload(deps, uploads, user, body.upload_id);
      const now = deps.clock.now();
      const row = await deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(videos)
          .values({
            accountId: user.accountId,
            userId: user.id,
            kind: body.kind,
            status: ADMIN_VIDEO_STATUS,
            ...source,
            processing: 'processing',
            posterSeconds: body.poster_seconds,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('The video was not saved.');
        await queueVideoProcessing(deps.jobs, tx, created.id);
        await releaseUpload(tx, body.upload_id);
        return created;
      });
      await uploads.remove(body.upload_id);
      return myVideoOf(row);
    },
  });
}
