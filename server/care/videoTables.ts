import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APP_LOCALES } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';
import { createdAt, oneOf, references } from '#server/db/columns.ts';
import { contentItems } from '#server/content/tables.ts';
import { users } from '#server/users/tables.ts';

// The care videos' own tables, apart from the categories and speakers (./tables.ts), which
// content_items points at: these point at content_items, so one file would import
// server/content/tables.ts and be imported by it.

/**
 * A care video's captions in one language: a WebVTT file in the storage interface (its key is
 * its content's hash), checked as WebVTT when uploaded. One per video and language.
 */
export const careCaptions = pgTable(
  'care_captions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id').notNull(),
    language: text('language').$type<AppLocale>().notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    cues: integer('cues').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    references('care_captions', table.itemId, contentItems.id, 'cascade'),
    uniqueIndex('care_captions_item_id_language_key').on(table.itemId, table.language),
    check('care_captions_language_check', oneOf('language', APP_LOCALES)),
  ],
);

/** Where each person stopped in each care video, in whole seconds (the player resumes there). */
export const careVideoPositions = pgTable(
  'care_video_positions',
  {
    userId: integer('user_id').notNull(),
    itemId: integer('item_id').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('care_video_positions', table.userId, users.id, 'cascade'),
    references('care_video_positions', table.itemId, contentItems.id, 'cascade'),
    primaryKey({ name: 'care_video_positions_pkey', columns: [table.userId, table.itemId] }),
    index('care_video_positions_item_id_idx').on(table.itemId),
    check('care_video_positions_position_check', sql`position >= 0`),
  ],
);
