import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CONNECTION_STATUSES } from '#contract/connections/connections.ts';
import type { ConnectionStatus } from '#contract/connections/connections.ts';
import { createdAt, references, oneOf } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';

// The connections feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

// The connection statuses are the contract's (the API names them); re-exported for the seed.
export { CONNECTION_STATUSES, type ConnectionStatus };

export const churchConnections = pgTable(
  'church_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    userId: integer('user_id').notNull(),
    status: text('status').$type<ConnectionStatus>().notNull(),
    /** What the person wrote with the request, if anything. */
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    createdAt: createdAt(),
  },
  (table) => [
    references('church_connections', table.accountId, accounts.id, 'cascade'),
    references('church_connections', table.userId, users.id, 'cascade'),
    references('church_connections', table.decidedBy, users.id, 'set null'),
    check('church_connections_status_check', oneOf('status', CONNECTION_STATUSES)),
    index('church_connections_user_id_idx').on(table.userId),
    unique('church_connections_account_id_user_id_key').on(table.accountId, table.userId),
  ],
);
