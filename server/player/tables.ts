import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PLAYER_STATUSES } from '#contract/player/player.ts';
import type { PlayerStatus } from '#contract/player/player.ts';
import { createdAt, oneOf, references } from '#server/db/columns.ts';
import { testimonials } from '#server/testimonials/tables.ts';
import { videos } from '#server/videos/tables.ts';

// The website player's tables (issue 26, decision 074), in the schema that server/db/schema.ts
// gathers. Its answers are content items of kind `answer` (server/content/tables.ts), which point
// at a category here.

const languageText = (name: string) => text(name).notNull().default('');

/**
 * The admin's categories of the website player: each language's title and description are
 * columns of the row (as content items', decision 068), so the generic resource reads, writes and
 * searches them. An empty translation is shown in English.
 */
export const playerCategories = pgTable(
  'player_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    status: text('status').$type<PlayerStatus>().notNull().default('draft'),
    titleEn: languageText('title_en'),
    descriptionEn: languageText('description_en'),
    titleEs: languageText('title_es'),
    descriptionEs: languageText('description_es'),
    titleFr: languageText('title_fr'),
    descriptionFr: languageText('description_fr'),
    titleKo: languageText('title_ko'),
    descriptionKo: languageText('description_ko'),
    /** Its cover picture in the storage interface (a WebP made from the upload); public. */
    coverKey: text('cover_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_categories_slug_key').on(table.slug),
    check('player_categories_status_check', oneOf('status', PLAYER_STATUSES)),
    // A published category has its English title and description (every language falls back to them).
    check(
      'player_categories_published_check',
      sql`status <> 'published' or (btrim(title_en) <> '' and btrim(description_en) <> '')`,
    ),
    index('player_categories_position_idx').on(table.position, table.id),
  ],
);

/**
 * A testimonial under a category: an approved Jesus story video or a church's consented
 * testimonial (decision 054), exactly one. The consent stays on the testimonial's row, so a
 * withdrawal (or a rejection, or a blocked video) hides it from the player at once; deleting the
 * video or the testimonial deletes the link.
 */
export const playerTestimonials = pgTable(
  'player_testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A category with testimonials cannot be deleted (the admin moves or deletes them first). */
    categoryId: integer('category_id').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    status: text('status').$type<PlayerStatus>().notNull().default('draft'),
    titleEn: languageText('title_en'),
    titleEs: languageText('title_es'),
    titleFr: languageText('title_fr'),
    titleKo: languageText('title_ko'),
    videoId: integer('video_id'),
    testimonialId: integer('testimonial_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('player_testimonials', table.categoryId, playerCategories.id),
    references('player_testimonials', table.videoId, videos.id, 'cascade'),
    references('player_testimonials', table.testimonialId, testimonials.id, 'cascade'),
    uniqueIndex('player_testimonials_slug_key').on(table.slug),
    check('player_testimonials_status_check', oneOf('status', PLAYER_STATUSES)),
    check('player_testimonials_source_check', sql`(video_id is null) <> (testimonial_id is null)`),
    check(
      'player_testimonials_published_check',
      sql`status <> 'published' or btrim(title_en) <> ''`,
    ),
    index('player_testimonials_category_id_idx').on(table.categoryId, table.position),
    index('player_testimonials_video_id_idx').on(table.videoId),
    index('player_testimonials_testimonial_id_idx').on(table.testimonialId),
  ],
);
