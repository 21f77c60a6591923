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
import { CARE_STATUSES } from '#contract/care/careVideos.ts';
import type { CareStatus } from '#contract/care/careVideos.ts';
import { createdAt, oneOf, references } from '#server/db/columns.ts';
// content_items points at the care categories and speakers below, and captions and resume
// positions point at content_items: the two files import each other, only inside the tables'
// constraint callbacks, which drizzle calls after both are loaded.
import { contentItems } from '#server/content/tables.ts';
import { accounts, users } from '#server/users/tables.ts';

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

// Care videos (issue 27, decision 076): the videos themselves are content items of kind
// `care_video` (server/content/tables.ts), which point at a category and a speaker here.

const languageText = (name: string) => text(name).notNull().default('');

/** The admin's care categories (grief, marriage…): each language's texts are columns (068). */
export const careCategories = pgTable(
  'care_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    status: text('status').$type<CareStatus>().notNull().default('draft'),
    titleEn: languageText('title_en'),
    descriptionEn: languageText('description_en'),
    titleEs: languageText('title_es'),
    descriptionEs: languageText('description_es'),
    titleFr: languageText('title_fr'),
    descriptionFr: languageText('description_fr'),
    titleKo: languageText('title_ko'),
    descriptionKo: languageText('description_ko'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('care_categories_slug_key').on(table.slug),
    check('care_categories_status_check', oneOf('status', CARE_STATUSES)),
    check('care_categories_title_check', sql`btrim(title_en) <> ''`),
    index('care_categories_position_idx').on(table.position, table.id),
  ],
);

/** A care video's speaker: name, picture, and the bio and credentials in each language. */
export const careSpeakers = pgTable(
  'care_speakers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<CareStatus>().notNull().default('draft'),
    credentialsEn: languageText('credentials_en'),
    bioEn: languageText('bio_en'),
    credentialsEs: languageText('credentials_es'),
    bioEs: languageText('bio_es'),
    credentialsFr: languageText('credentials_fr'),
    bioFr: languageText('bio_fr'),
    credentialsKo: languageText('credentials_ko'),
    bioKo: languageText('bio_ko'),
    /** Their picture in the storage interface (a WebP made from the upload); public. */
    pictureKey: text('picture_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('care_speakers_slug_key').on(table.slug),
    check('care_speakers_status_check', oneOf('status', CARE_STATUSES)),
    check('care_speakers_name_check', sql`btrim(name) <> ''`),
  ],
);

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
