import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CHURCH_MODERATOR_STATUSES } from '#contract/moderators/moderators.ts';
import type { ChurchModeratorStatus } from '#contract/moderators/moderators.ts';
import { createdAt, references, oneOf } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';

// The moderators feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

/**
 * A church's moderators: an invitation by e-mail (`invited`, with the hash of its link's token,
 * which works once and expires), then the person who accepted it (`approved`).
 */
export const churchModerators = pgTable(
  'church_moderators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id'),
    status: text('status').$type<ChurchModeratorStatus>().notNull(),
    tokenHash: text('token_hash').unique('church_moderators_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    invitedBy: integer('invited_by'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    references('church_moderators', table.accountId, accounts.id, 'cascade'),
    references('church_moderators', table.userId, users.id, 'cascade'),
    references('church_moderators', table.invitedBy, users.id, 'set null'),
    check('church_moderators_email_check', sql`email = lower(email)`),
    check('church_moderators_status_check', oneOf('status', CHURCH_MODERATOR_STATUSES)),
    unique('church_moderators_account_id_email_key').on(table.accountId, table.email),
    index('church_moderators_user_id_idx').on(table.userId),
  ],
);
