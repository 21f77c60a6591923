import { and, desc, eq, lt, max, sql } from 'drizzle-orm';
import { CONTENT_LIMITS } from '#contract/content/content.ts';
import type { ContentRevisionsResponse } from '#contract/content/content.ts';
import { CONTENT_EDITABLE_FIELDS, contentResource } from '#contract/content/contentResource.ts';
import type { ContentRecord } from '#contract/content/contentResource.ts';
import type { Db } from '#server/db/database.ts';
import { contentItems, contentRevisions, users } from '#server/db/schema.ts';
import { notFound } from '#server/http/api-error.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { sqlState } from '#server/db/sql-state.ts';
import { conflict } from '#server/http/api-error.ts';

// An item's revisions (decision 068): each create, save that changes something and restore
// keeps the editable fields with who and when; the newest CONTENT_LIMITS.revisions stay.

type Values = Record<string, unknown>;

/** Restoring brings back the texts and settings, not where the item stands (its publishing). */
const PUBLISHING_FIELDS = new Set(['status', 'publish_at', 'unpublish_at']);

const editable = (record: Values) =>
  Object.fromEntries(CONTENT_EDITABLE_FIELDS.map((field) => [field, record[field] ?? null]));

export function editableFieldsChanged(before: Values, after: Values): boolean {
  return JSON.stringify(editable(before)) !== JSON.stringify(editable(after));
}

/** Keeps the item as it now is as its next revision, and lets the oldest beyond the cap go. */
export async function addRevision(
  tx: Db,
  record: Values & { id: number },
  actorId: number,
  now: Date,
): Promise<void> {
  const [last] = await tx
    .select({ number: max(contentRevisions.number) })
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, record.id));
  const number = (last?.number ?? 0) + 1;
  await tx.insert(contentRevisions).values({
    itemId: record.id,
    number,
    fields: editable(record),
    actorUserId: actorId,
    actorName: sql`coalesce((select concat_ws(' ', ${users.firstname}, ${users.lastname})
      from ${users} where ${users.id} = ${actorId}), '')`,
    createdAt: now,
  });
  await tx
    .delete(contentRevisions)
    .where(
      and(
        eq(contentRevisions.itemId, record.id),
        lt(contentRevisions.number, number - CONTENT_LIMITS.revisions + 1),
      ),
    );
}

async function assertItem(db: Db, id: number): Promise<void> {
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.id, id));
  if (!item) throw notFound('This record does not exist (any more).');
}

/** POST /admin/content/revisions: the kept revisions, newest first. */
export async function listRevisions(db: Db, id: number): Promise<ContentRevisionsResponse> {
  await assertItem(db, id);
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, id))
    .orderBy(desc(contentRevisions.number));
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      actor_user_id: row.actorUserId,
      actor_name: row.actorName,
      created_at: row.createdAt.toISOString(),
      title_en: String(row.fields.title_en ?? ''),
    })),
  };
}

export type RestoreDeps = {
  db: Db;
  /** The resource's reads and writes, and its rules (content-resource.ts). */
  get: (db: Db, id: number) => Promise<Values | null>;
  check: (tx: Db, item: Values, id: number) => Promise<void>;
  toRow: (input: Values, before: Values, now: Date) => Values | Promise<Values>;
  update: (db: Db, id: number, row: Values, now: Date) => Promise<void>;
};

/**
 * POST /admin/content/restore: the item's editable fields as the revision kept them (its
 * publishing stays as it is now), checked as any save is, in one transaction with its activity
 * row and a new revision.
 */
export async function restoreRevision(
  deps: RestoreDeps,
  actorId: number,
  id: number,
  revisionId: number,
  now: Date,
): Promise<ContentRecord> {
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await deps.get(tx, id);
      if (!before) throw notFound('This record does not exist (any more).');
      const [revision] = await tx
        .select({ fields: contentRevisions.fields })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.itemId, id)));
      if (!revision) throw notFound('This item has no such revision (any more).');
      const input = Object.fromEntries(
        CONTENT_EDITABLE_FIELDS.filter(
          (field) => !PUBLISHING_FIELDS.has(field) && field in revision.fields,
        ).map((field) => [field, revision.fields[field]]),
      );
      await deps.check(tx, { ...before, ...input }, id);
      await deps.update(tx, id, await deps.toRow(input, before, now), now);
      const after = (await deps.get(tx, id)) as ContentRecord & Values;
      const changed = CONTENT_EDITABLE_FIELDS.filter(
        (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
      );
      await recordActivity(
        tx,
        {
          actorId,
          action: 'update',
          resource: contentResource.name,
          recordId: id,
          recordLabel: after.title_en,
          changedFields: changed,
        },
        now,
      );
      await addRevision(tx, after, actorId, now);
      return after;
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('This value is already in use.');
    throw error;
  }
}
