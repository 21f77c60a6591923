import { sql } from 'drizzle-orm';
import type { ActivityAction } from '#contract/users/activityResource.ts';
import type { Db } from '#server/db/database.ts';
import { activityLog, users } from '#server/db/schema.ts';

export type ActivityEntry = {
  /** Null for the product itself (a job, a payment settled later): the name is then ''. */
  actorId: number | null;
  action: ActivityAction;
  /** The resource's name, e.g. `users`. */
  resource: string;
  recordId: number;
  recordLabel: string;
  changedFields: readonly string[];
};

/**
 * Records one write in the activity log, in the write's own transaction (`db` is its handle),
 * so that a write and its log row are kept or lost together. The actor's name is copied as it
 * is now: the log still reads well after the person is renamed or deleted.
 */
export async function recordActivity(db: Db, entry: ActivityEntry, now: Date): Promise<void> {
  await db.insert(activityLog).values({
    actorUserId: entry.actorId,
    actorName: sql`coalesce((select concat_ws(' ', ${users.firstname}, ${users.lastname})
      from ${users} where ${users.id} = ${entry.actorId}), '')`,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId,
    recordLabel: entry.recordLabel,
    changedFields: [...entry.changedFields],
    createdAt: now,
  });
}
