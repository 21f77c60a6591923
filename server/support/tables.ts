import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CardOrderState } from '#contract/cardOrderStates.ts';
import { APP_LOCALES } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';
import { SUPPORT_AUTHORS, SUPPORT_CHANNELS, SUPPORT_STATES } from '#contract/support/support.ts';
import type { SupportState } from '#contract/support/support.ts';
import { createdAt, oneOf, references } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';

// The support feature's tables (decision 077), in the schema that server/db/schema.ts gathers.

/**
 * A support request: who asked, what it carried (the page, role, church, browser, screen, the
 * church's card-order and short-link status, as they were when it was made), where it stands
 * and its clock. `paused_seconds` adds up the time spent waiting on the person (`waiting_since`
 * is when the current wait began); the time to the first answer leaves that out.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    accountId: integer('account_id'),
    subject: text('subject').notNull(),
    state: text('state').$type<SupportState>().notNull().default('new'),
    language: text('language').$type<AppLocale>().notNull().default('en'),
    page: text('page').notNull().default(''),
    role: text('role').notNull().default(''),
    churchName: text('church_name').notNull().default(''),
    browser: text('browser').notNull().default(''),
    screenWidth: integer('screen_width').notNull().default(0),
    screenHeight: integer('screen_height').notNull().default(0),
    cardOrderNumber: text('card_order_number'),
    cardOrderState: text('card_order_state').$type<CardOrderState>(),
    shortLinksActive: integer('short_links_active').notNull().default(0),
    shortLinksDisabled: integer('short_links_disabled').notNull().default(0),
    assignedUserId: integer('assigned_user_id'),
    firstAnswerAt: timestamp('first_answer_at', { withTimezone: true }),
    firstAnswerSeconds: integer('first_answer_seconds'),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    pausedSeconds: integer('paused_seconds').notNull().default(0),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('support_requests', table.userId, users.id, 'cascade'),
    references('support_requests', table.accountId, accounts.id, 'set null'),
    references('support_requests', table.assignedUserId, users.id, 'set null'),
    check('support_requests_state_check', oneOf('state', SUPPORT_STATES)),
    check('support_requests_language_check', oneOf('language', APP_LOCALES)),
    index('support_requests_state_created_at_idx').on(table.state, table.createdAt),
    index('support_requests_user_id_idx').on(table.userId, table.createdAt),
  ],
);

/** A request's thread: the person's words and support's answers, by dashboard or mail. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id').notNull(),
    author: text('author').$type<(typeof SUPPORT_AUTHORS)[number]>().notNull(),
    authorUserId: integer('author_user_id'),
    authorName: text('author_name').notNull().default(''),
    channel: text('channel').$type<(typeof SUPPORT_CHANNELS)[number]>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    references('support_messages', table.requestId, supportRequests.id, 'cascade'),
    references('support_messages', table.authorUserId, users.id, 'set null'),
    check('support_messages_author_check', oneOf('author', SUPPORT_AUTHORS)),
    check('support_messages_channel_check', oneOf('channel', SUPPORT_CHANNELS)),
    index('support_messages_request_id_idx').on(table.requestId, table.id),
  ],
);

/**
 * Files attached to a message (by the storage key, which is random: nobody can guess it and read
 * it through /files). An upload waits without a message until a request or reply takes it; the
 * uploads of the last hour are also what the upload limit counts.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    messageId: integer('message_id'),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    references('support_attachments', table.userId, users.id, 'cascade'),
    references('support_attachments', table.messageId, supportMessages.id, 'cascade'),
    index('support_attachments_message_id_idx').on(table.messageId),
    index('support_attachments_user_id_idx').on(table.userId, table.createdAt),
  ],
);
