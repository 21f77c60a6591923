import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CARE_STATUSES } from '#contract/care/careVideos.ts';
import type { CareStatus } from '#contract/care/careVideos.ts';
import { createdAt, oneOf, references } from '#server/db/columns.ts';
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
