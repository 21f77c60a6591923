import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ACTIVITY_ACTIONS } from '#contract/users/activityResource.ts';
import type { ActivityAction } from '#contract/users/activityResource.ts';
import { createdAt, references, oneOf } from '#server/db/columns.ts';
import { users } from '#server/users/tables.ts';

// The resources feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

/** Who changed which record of an admin resource, newest first in the admin's activity list. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id'),
    /** The actor's name when it happened (kept when the user is renamed or deleted). */
    actorName: text('actor_name').notNull(),
    action: text('action').$type<ActivityAction>().notNull(),
    /** The resource's name, e.g. 'users', 'accounts'. */
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    recordLabel: text('record_label').notNull(),
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (table) => [
    references('activity_log', table.actorUserId, users.id, 'set null'),
    check('activity_log_action_check', oneOf('action', ACTIVITY_ACTIONS)),
    // NULLS FIRST is PostgreSQL's default for DESC, so a plain `ORDER BY created_at DESC, id DESC`
    // can use the index (drizzle-kit would otherwise write NULLS LAST).
    index('activity_log_created_at_id_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
