import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { references } from '#server/db/columns.ts';
import { users } from '#server/users/tables.ts';

// The auth feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    references('password_reset_tokens', table.userId, users.id, 'cascade'),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);

export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique('email_change_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    references('email_change_tokens', table.userId, users.id, 'cascade'),
    check('email_change_tokens_new_email_check', sql`new_email = lower(new_email)`),
    index('email_change_tokens_user_id_idx').on(table.userId),
  ],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    references('revoked_tokens', table.userId, users.id, 'cascade'),
    index('revoked_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/** Failed sign-ins per key ('ip:…' or 'account:…') within the current window. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
