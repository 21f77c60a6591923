import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { endpoints } from '#contract/endpoints.ts';
import { CARE_LIMITS, CARE_VIDEO_ROLES } from '#contract/care/careVideos.ts';
import type {
  CareCaptionsResponse,
  CareCaptionUploadRequest,
  CareSpeakerPictureRequest,
} from '#contract/care/careVideos.ts';
import {
  CareCaptionUploadRequest as CaptionFields,
  CareSpeakerPictureRequest as PictureFields,
} from '#contract/care/careVideos.ts';
import { careSpeakersResource } from '#contract/care/careResources.ts';
import { contentResource } from '#contract/content/contentResource.ts';
import type { AppLocale } from '#contract/locales.ts';
import { displayPictureAt } from '#server/church/church-pictures.ts';
import type { Db } from '#server/db/database.ts';
import { contentItems } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { notFound, validationFailed } from '#server/http/api-error.ts';
import { acceptMultipart, readUpload } from '#server/http/multipart.ts';
import { ADMIN_ONLY, defineRoute } from '#server/http/route.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { PICTURE_LIMITS } from '#server/settings.ts';
import { careSpeakersStore } from './care-resources.ts';
import {
  listCareVideos,
  readCareVideo,
  readCrisisLine,
  saveCarePosition,
  sendCareCaption,
} from './care-videos.ts';
import { CaptionRefused, checkCaption } from './captions.ts';
import { careSpeakers } from './tables.ts';
import { careCaptions } from './videoTables.ts';

// The care video player's routes and the admin's captions and speaker pictures (decision 076).
// The categories and speakers are resources (server/resources/index.ts); the videos are
// content items (the content resource).

/** A speaker's picture: square, as the player shows it beside the video. */
export const SPEAKER_PICTURE_SIZE = { width: 480, height: 480, fit: 'cover' } as const;

/** The care video (any status) an admin is changing, or 404. */
async function careVideoOf(db: Db, id: number): Promise<{ id: number; title: string }> {
  const [item] = await db
    .select({ id: contentItems.id, title: contentItems.titleEn })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, 'care_video')));
  if (!item) throw notFound('This care video does not exist (any more).');
  return item;
}

async function captionsOf(db: Db, id: number): Promise<CareCaptionsResponse> {
  const rows = await db
    .select()
    .from(careCaptions)
    .where(eq(careCaptions.itemId, id))
    .orderBy(asc(careCaptions.language));
  return {
    items: rows.map((row) => ({
      id: row.id,
      language: row.language,
      file_name: row.fileName,
      size: row.size,
      cues: row.cues,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** Notes a caption's change on the care video: its `updated_at` and the activity log. */
async function captionsChanged(
  tx: Db,
  actorId: number,
  item: { id: number; title: string },
  language: AppLocale,
  now: Date,
): Promise<void> {
  await tx.update(contentItems).set({ updatedAt: now }).where(eq(contentItems.id, item.id));
  await recordActivity(
    tx,
    {
      actorId,
      action: 'update',
      resource: contentResource.name,
      recordId: item.id,
      recordLabel: item.title,
      changedFields: [`captions_${language}`],
    },
    now,
  );
}

/** A file's name as given, without folders or control characters, in 200 characters. */
function fileNameOf(given: string): string {
  const name = [...given]
    .filter((character) => character >= ' ' && character !== '\u007f')
    .join('')
    .replace(/^.*[\\/]/, '')
    .trim()
    .replace(/\p{Cs}/gu, '\ufffd');
  return [...name].slice(0, 200).join('') || 'captions.vtt';
}

export async function registerCareVideoRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  defineRoute(app, deps, {
    endpoint: endpoints.careVideos,
    access: CARE_VIDEO_ROLES,
    handler: ({ body, user }) => listCareVideos(deps.db, user, body, deps.clock.now()),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.careVideo,
    access: CARE_VIDEO_ROLES,
    handler: ({ body, user }) => readCareVideo(deps, user, body),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.carePosition,
    access: CARE_VIDEO_ROLES,
    handler: ({ body, user }) => saveCarePosition(deps.db, user, body, deps.clock.now()),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.careCrisisLine,
    access: CARE_VIDEO_ROLES,
    handler: ({ body }) => readCrisisLine(deps.db, body.language),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.careCaption,
    access: 'public',
    handler: ({ body, reply }) => sendCareCaption(deps, reply, body),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.careCaptions,
    access: ADMIN_ONLY,
    handler: async ({ body }) => {
      await careVideoOf(deps.db, body.id);
      return captionsOf(deps.db, body.id);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.careCaptionRemove,
    access: ADMIN_ONLY,
    handler: ({ body, user }) =>
      deps.db.transaction(async (tx) => {
        const item = await careVideoOf(tx, body.id);
        const [removed] = await tx
          .delete(careCaptions)
          .where(and(eq(careCaptions.itemId, body.id), eq(careCaptions.language, body.language)))
          .returning({ id: careCaptions.id });
        if (!removed) throw notFound('This video has no captions in that language (any more).');
        // The stored file stays: its key is its content, which another video may share.
        await captionsChanged(tx, user.id, item, body.language, deps.clock.now());
        return captionsOf(tx, body.id);
      }),
  });

  // Multipart only here: every other route keeps answering it with a 415.
  await app.register(async (scope) => {
    await acceptMultipart(scope, {
      maxFileBytes: Math.max(CARE_LIMITS.captionBytes, PICTURE_LIMITS.maxBytes),
    });
    defineRoute(scope, deps, {
      endpoint: endpoints.careCaptionUpload,
      access: ADMIN_ONLY,
      handler: async ({ user, request }) => {
        const upload = await readUpload<CareCaptionUploadRequest>(request, CaptionFields, {
          fileField: 'file',
          maxBytes: CARE_LIMITS.captionBytes,
        });
        const id = Number(upload.fields.id);
        const language = upload.fields.language;
        await careVideoOf(deps.db, id);
        let caption;
        try {
          caption = checkCaption(upload.file);
        } catch (error) {
          if (error instanceof CaptionRefused) throw validationFailed({ file: error.message });
          throw error;
        }
        // Stored before a row names it: a failed write leaves an unused file, never captions
        // pointing at nothing.
        await deps.storage.put(caption.key, caption.body, 'text/vtt');
        return deps.db.transaction(async (tx) => {
          const item = await careVideoOf(tx, id);
          const now = deps.clock.now();
          const values = {
            fileKey: caption.key,
            fileName: fileNameOf(upload.filename),
            size: caption.body.length,
            cues: caption.cues,
            createdAt: now,
          };
          await tx
            .insert(careCaptions)
            .values({ itemId: id, language, ...values })
            .onConflictDoUpdate({
              target: [careCaptions.itemId, careCaptions.language],
              set: values,
            });
          await captionsChanged(tx, user.id, item, language, now);
          return captionsOf(tx, id);
        });
      },
    });

    defineRoute(scope, deps, {
      endpoint: endpoints.careSpeakerPicture,
      access: ADMIN_ONLY,
      handler: async ({ user, request }) => {
        const upload = await readUpload<CareSpeakerPictureRequest>(request, PictureFields, {
          fileField: 'picture',
          maxBytes: PICTURE_LIMITS.maxBytes,
        });
        const id = Number(upload.fields.id);
        const [exists] = await deps.db
          .select({ id: careSpeakers.id })
          .from(careSpeakers)
          .where(eq(careSpeakers.id, id));
        if (!exists) throw notFound('This record does not exist (any more).');
        const picture = await displayPictureAt(SPEAKER_PICTURE_SIZE, upload.file);
        await deps.storage.put(picture.key, picture.body, picture.contentType);
        const now = deps.clock.now();
        return deps.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(careSpeakers)
            .set({ pictureKey: picture.key, updatedAt: now })
            .where(eq(careSpeakers.id, id))
            .returning({ name: careSpeakers.name });
          if (!updated) throw notFound('This record does not exist (any more).');
          await recordActivity(
            tx,
            {
              actorId: user.id,
              action: 'update',
              resource: careSpeakersResource.name,
              recordId: id,
              recordLabel: updated.name,
              changedFields: ['picture_url'],
            },
            now,
          );
          return (await careSpeakersStore.get(tx, id)) as never;
        });
      },
    });
  });
}
