import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { endpoints } from '#contract/endpoints.ts';
import { CONTENT_LIMITS, CONTENT_READER_ROLES } from '#contract/content/content.ts';
import type { ContentAttachmentUploadRequest } from '#contract/content/content.ts';
import { ContentAttachmentUploadRequest as UploadFields } from '#contract/content/content.ts';
import { contentResource } from '#contract/content/contentResource.ts';
import type { ContentRecord } from '#contract/content/contentResource.ts';
import type { Db } from '#server/db/database.ts';
import { contentAttachments, contentItems } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { notFound, validationFailed } from '#server/http/api-error.ts';
import { acceptMultipart, readUpload } from '#server/http/multipart.ts';
import { ADMIN_ONLY, defineRoute } from '#server/http/route.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { productFileOf } from '#server/store/product-files.ts';
import { contentDownloadLink, sendContentDownload } from './attachments.ts';
import { checkItem, contentRow, contentStore } from './content-resource.ts';
import { sendInsertPdf } from './inserts.ts';
import { listContent, markRead, previewContent, readContent } from './reading.ts';
import { listRevisions, restoreRevision } from './revisions.ts';

// The content feature's routes beside its admin resource (decision 068): the readers' lists,
// items and downloads; the admin's revisions, preview and attachments. The resource's own
// routes are registered with the other resources (server/resources/index.ts).

/** A file's name as a person gave it, without control characters or folders, in 200 characters. */
function fileNameOf(given: string, extension: string): string {
  const name = [...given]
    // A lone surrogate becomes U+FFFD, which the header's encoding can carry.
    .map((character) => (/^[\ud800-\udfff]$/.test(character) ? '\ufffd' : character))
    .filter((character) => character >= ' ' && character !== '\u007f')
    .join('')
    .replace(/^.*[\\/]/, '')
    .trim();
  // Whole characters: a pair cut in two would be a lone surrogate again.
  return [...name].slice(0, 200).join('') || `download.${extension}`;
}

async function recordOf(db: Db, id: number): Promise<ContentRecord> {
  const record = await contentStore.get(db, id);
  if (!record) throw notFound('This record does not exist (any more).');
  return record as ContentRecord;
}

/** Notes an attachment's change in the activity log and the item's `updated_at`. */
async function touched(tx: Db, actorId: number, id: number, now: Date): Promise<ContentRecord> {
  await tx.update(contentItems).set({ updatedAt: now }).where(eq(contentItems.id, id));
  const record = await recordOf(tx, id);
  await recordActivity(
    tx,
    {
      actorId,
      action: 'update',
      resource: contentResource.name,
      recordId: id,
      recordLabel: record.title_en,
      changedFields: ['attachments'],
    },
    now,
  );
  return record;
}

export async function registerContentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  defineRoute(app, deps, {
    endpoint: endpoints.contentItems,
    access: CONTENT_READER_ROLES,
    handler: ({ body, user }) => listContent(deps.db, user, body, deps.clock.now()),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.contentItem,
    access: CONTENT_READER_ROLES,
    handler: ({ body, user }) => readContent(deps.db, user.roles, body, deps.clock.now()),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.contentMarkRead,
    access: CONTENT_READER_ROLES,
    handler: ({ body, user }) => markRead(deps.db, user, body, deps.clock.now()),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.contentDownloadLink,
    access: CONTENT_READER_ROLES,
    handler: ({ body, user }) => contentDownloadLink(deps, user.roles, body.attachment_id),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.contentDownload,
    access: 'public',
    handler: ({ body, reply }) => sendContentDownload(deps, reply, body),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.contentInsertPdf,
    access: CONTENT_READER_ROLES,
    handler: ({ body, user, reply }) => sendInsertPdf(deps, reply, user, body),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.contentRevisions,
    access: ADMIN_ONLY,
    handler: ({ body }) => listRevisions(deps.db, body.id),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.contentRestore,
    access: ADMIN_ONLY,
    handler: ({ body, user }) =>
      restoreRevision(
        {
          db: deps.db,
          get: (db, id) => contentStore.get(db, id) as Promise<Record<string, unknown> | null>,
          check: checkItem,
          toRow: contentRow,
          update: (db, id, row, now) => contentStore.update(db, id, row, now),
        },
        user.id,
        body.id,
        body.revision_id,
        deps.clock.now(),
      ),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.contentPreview,
    access: ADMIN_ONLY,
    handler: ({ body }) => previewContent(deps.db, body.id, body.language),
  });

  defineRoute(app, deps, {
    endpoint: endpoints.contentAttachmentRemove,
    access: ADMIN_ONLY,
    handler: ({ body, user }) =>
      deps.db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(contentAttachments)
          .where(eq(contentAttachments.id, body.attachment_id))
          .returning({ itemId: contentAttachments.itemId });
        if (!removed) throw notFound('This file is not attached (any more).');
        // The stored file stays: its key is its content, which another item may share.
        return touched(tx, user.id, removed.itemId, deps.clock.now());
      }),
  });

  // Multipart only here: every other route keeps answering it with a 415.
  await app.register(async (scope) => {
    await acceptMultipart(scope, { maxFileBytes: CONTENT_LIMITS.attachmentBytes });
    defineRoute(scope, deps, {
      endpoint: endpoints.contentAttachmentUpload,
      access: ADMIN_ONLY,
      handler: async ({ user, request }) => {
        const upload = await readUpload<ContentAttachmentUploadRequest>(request, UploadFields, {
          fileField: 'file',
          maxBytes: CONTENT_LIMITS.attachmentBytes,
        });
        const id = Number(upload.fields.id);
        await recordOf(deps.db, id);
        const file = productFileOf(upload.file);
        if (!file) throw validationFailed({ file: 'Choose a PDF or a ZIP file.' });
        // Stored before a row names it: a failed write leaves an unused file, never an
        // attachment pointing at nothing.
        await deps.storage.put(file.key, upload.file, file.contentType);
        return deps.db.transaction(async (tx) => {
          const [item] = await tx
            .select({ id: contentItems.id })
            .from(contentItems)
            .where(and(eq(contentItems.id, id)));
          if (!item) throw notFound('This record does not exist (any more).');
          const now = deps.clock.now();
          await tx.insert(contentAttachments).values({
            itemId: id,
            fileKey: file.key,
            fileName: fileNameOf(upload.filename, file.extension),
            contentType: file.contentType,
            size: upload.file.length,
            createdAt: now,
          });
          return touched(tx, user.id, id, now);
        });
      },
    });
  });
}
