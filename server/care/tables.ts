import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, references } from '#server/db/columns.ts';
import { accounts } from '#server/users/tables.ts';

// The care feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

/**
 * A church's separate login for the companion counselling product (spec: church access): the
 * login is the account's slug, the care password is hashed like every password and never shown.
 */
export const careAccess = pgTable(
  'care_access',
  {
    accountId: integer('account_id').primaryKey(),
    passwordHash: text('password_hash').notNull(),
    carePastor: text('care_pastor').notNull(),
    careEmail: text('care_email').notNull(),
    careAddress: text('care_address').notNull(),
    carePhone: text('care_phone').notNull(),
    careWebsite: text('care_website').notNull(),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [references('care_access', table.accountId, accounts.id, 'cascade')],
);
