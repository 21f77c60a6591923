import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { endpoints } from '#contract/endpoints.ts';
import { PlayerCategoryCoverRequest } from '#contract/player/adminCalls.ts';
import { playerCategoriesResource } from '#contract/player/playerResources.ts';
import { displayPictureAt } from '#server/church/church-pictures.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import { acceptMultipart, readUpload } from '#server/http/multipart.ts';
import { ADMIN_ONLY, defineRoute } from '#server/http/route.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { PICTURE_LIMITS } from '#server/settings.ts';
import { playerCategoriesStore } from './player-resources.ts';
import { playerCategories } from './tables.ts';

/** A category's cover: 16:9, as the player's cards show it. */
export const CATEGORY_COVER_SIZE = { width: 1280, height: 720, fit: 'cover' } as const;

/**
 * The website player's admin calls beside its resources (decision 074): a category's cover
 * picture, checked and made WebP by its content, in the activity log like any other change.
 */
export async function registerPlayerAdminRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // Multipart only here: every other route keeps answering it with a 415.
  await app.register(async (scope) => {
    await acceptMultipart(scope, { maxFileBytes: PICTURE_LIMITS.maxBytes });
    defineRoute(scope, deps, {
      endpoint: endpoints.playerCategoryCover,
      access: ADMIN_ONLY,
      handler: async ({ user, request }) => {
        const upload = await readUpload<PlayerCategoryCoverRequest>(
          request,
          PlayerCategoryCoverRequest,
          { fileField: 'picture', maxBytes: PICTURE_LIMITS.maxBytes },
        );
        const id = Number(upload.fields.id);
        // Refused before the file is stored: no picture is kept for a category that is not there.
        const [exists] = await deps.db
          .select({ id: playerCategories.id })
          .from(playerCategories)
          .where(eq(playerCategories.id, id));
        if (!exists) throw notFound('This record does not exist (any more).');
        const picture = await displayPictureAt(CATEGORY_COVER_SIZE, upload.file);
        // Stored before the row names it: a failed write leaves an unused file, never a
        // category pointing at nothing.
        await deps.storage.put(picture.key, picture.body, picture.contentType);
        const now = deps.clock.now();
        return deps.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(playerCategories)
            .set({ coverKey: picture.key, updatedAt: now })
            .where(eq(playerCategories.id, id))
            .returning({ title: playerCategories.titleEn });
          if (!updated) throw notFound('This record does not exist (any more).');
          await recordActivity(
            tx,
            {
              actorId: user.id,
              action: 'update',
              resource: playerCategoriesResource.name,
              recordId: id,
              recordLabel: updated.title,
              changedFields: ['cover_url'],
            },
            now,
          );
          return (await playerCategoriesStore.get(tx, id)) as never;
        });
      },
    });
  });
}
