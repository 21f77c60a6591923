import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { references } from '#server/db/columns.ts';
import { users } from '#server/users/tables.ts';

// The dashboard feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

export const actionSteps = pgTable(
  'action_steps',
  {
    userId: integer('user_id').notNull(),
    step: text('step').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'action_steps_pkey', columns: [table.userId, table.step] }),
    references('action_steps', table.userId, users.id, 'cascade'),
  ],
);
