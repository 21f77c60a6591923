import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { WatchedRange } from '#contract/bootcamp/bootcamp.ts';
import { references } from '#server/db/columns.ts';
import { contentItems } from '#server/content/tables.ts';
import { users } from '#server/users/tables.ts';

// The boot camp's table (decision 070), in the schema that server/db/schema.ts gathers.

/**
 * A person's progress in one lesson: the pieces of its video that played, merged, so that each
 * second counts once; their total; and when the lesson was completed, set once and never
 * cleared.
 */
export const bootcampProgress = pgTable(
  'bootcamp_progress',
  {
    userId: integer('user_id').notNull(),
    itemId: integer('item_id').notNull(),
    watched: jsonb('watched')
      .$type<WatchedRange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'bootcamp_progress_pkey', columns: [table.userId, table.itemId] }),
    references('bootcamp_progress', table.userId, users.id, 'cascade'),
    references('bootcamp_progress', table.itemId, contentItems.id, 'cascade'),
    check('bootcamp_progress_watched_seconds_check', sql`watched_seconds >= 0`),
  ],
);
