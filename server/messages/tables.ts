import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { APP_LOCALES } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';
import { createdAt, references, oneOf } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';

// The messages feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The language of the page the message was sent from: the church's answer is mailed in it. */
    locale: text('locale').$type<AppLocale>().notNull().default('en'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('messages_locale_check', oneOf('locale', APP_LOCALES)),
    references('messages', table.accountId, accounts.id, 'cascade'),
    index('messages_account_id_idx').on(table.accountId),
    // The inbox: a church's messages, newest first.
    index('messages_account_id_created_at_idx').on(table.accountId, table.createdAt, table.id),
  ],
);

/** A church's answer to a message: mailed to its sender, and kept with the message. */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id').notNull(),
    authorUserId: integer('author_user_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    references('message_replies', table.messageId, messages.id, 'cascade'),
    references('message_replies', table.authorUserId, users.id, 'set null'),
    index('message_replies_message_id_idx').on(table.messageId),
  ],
);
