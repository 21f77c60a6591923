import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONTENT_KINDS, CONTENT_STATUSES, RESOURCE_TYPES } from '#contract/content/content.ts';
import type { ContentKind, ContentStatus, ResourceType } from '#contract/content/content.ts';
import type { AppLocale } from '#contract/locales.ts';
import type { Role } from '#contract/roles.ts';
import { ANSWER_TYPES } from '#contract/player/player.ts';
import type { AnswerType } from '#contract/player/player.ts';
import { createdAt, oneOf, references } from '#server/db/columns.ts';
import { playerCategories } from '#server/player/tables.ts';
import { careCategories, careSpeakers } from '#server/care/tables.ts';
import { users } from '#server/users/tables.ts';
import { videos } from '#server/videos/tables.ts';

// The content feature's tables (decision 068), in the schema that server/db/schema.ts gathers.

const languageText = (name: string) => text(name).notNull().default('');
const unfinished = (name: string) => boolean(name).notNull().default(false);

/**
 * Education and promotion content, one row per item of any kind. Each language's title, summary
 * and body (sanitized HTML) are columns of the row, so the admin's resource reads and writes
 * them as any field; `search_text` holds the published languages' words (tags left out) for
 * the readers' search.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    topic: text('topic').notNull().default(''),
    resourceType: text('resource_type').$type<ResourceType>(),
    month: text('month'),
    position: integer('position').notNull().default(0),
    roles: text('roles').array().$type<Role[]>().notNull(),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    languages: text('languages')
      .array()
      .$type<AppLocale[]>()
      .notNull()
      .default(sql`'{en}'::text[]`),
    titleEn: languageText('title_en'),
    summaryEn: languageText('summary_en'),
    bodyEn: languageText('body_en'),
    unfinishedEn: unfinished('unfinished_en'),
    titleEs: languageText('title_es'),
    summaryEs: languageText('summary_es'),
    bodyEs: languageText('body_es'),
    unfinishedEs: unfinished('unfinished_es'),
    titleFr: languageText('title_fr'),
    summaryFr: languageText('summary_fr'),
    bodyFr: languageText('body_fr'),
    unfinishedFr: unfinished('unfinished_fr'),
    titleKo: languageText('title_ko'),
    summaryKo: languageText('summary_ko'),
    bodyKo: languageText('body_ko'),
    unfinishedKo: unfinished('unfinished_ko'),
    videoId: integer('video_id'),
    videoLink: text('video_link'),
    /**
     * An answer's player category (a category with answers cannot be deleted) and type
     * (decision 074); both null for every other kind.
     */
    categoryId: integer('category_id'),
    answerType: text('answer_type').$type<AnswerType>(),
    /** A care video's category (required) and speaker (decision 076); null for other kinds. */
    careCategoryId: integer('care_category_id'),
    careSpeakerId: integer('care_speaker_id'),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('content_items', table.videoId, videos.id, 'set null'),
    references('content_items', table.categoryId, playerCategories.id),
    uniqueIndex('content_items_kind_slug_key').on(table.kind, table.slug),
    check('content_items_kind_check', oneOf('kind', CONTENT_KINDS)),
    check('content_items_status_check', oneOf('status', CONTENT_STATUSES)),
    check('content_items_resource_type_check', oneOf('resource_type', RESOURCE_TYPES)),
    check(
      'content_items_schedule_check',
      sql`(status <> 'scheduled' or publish_at is not null) and
        (unpublish_at is null or publish_at is null or unpublish_at > publish_at)`,
    ),
    index('content_items_kind_status_idx').on(table.kind, table.status),
    check('content_items_answer_type_check', oneOf('answer_type', ANSWER_TYPES)),
    // An answer has its category and type; no other kind has either.
    check(
      'content_items_answer_check',
      sql`(kind = 'answer') = (category_id is not null and answer_type is not null) and
        (kind = 'answer' or (category_id is null and answer_type is null))`,
    ),
    index('content_items_category_id_idx').on(table.categoryId, table.position),
    ...careVideoConstraints(table),
  ],
);

/** A care video has its category; no other kind has a care category or speaker (076). */
function careVideoConstraints(table: { careCategoryId: AnyPgColumn; careSpeakerId: AnyPgColumn }) {
  return [
    references('content_items', table.careCategoryId, careCategories.id),
    references('content_items', table.careSpeakerId, careSpeakers.id),
    check(
      'content_items_care_video_check',
      sql`(kind = 'care_video') = (care_category_id is not null) and
        (kind = 'care_video' or care_speaker_id is null)`,
    ),
    index('content_items_care_category_id_idx').on(table.careCategoryId),
    index('content_items_care_speaker_id_idx').on(table.careSpeakerId),
  ];
}

/** An item's files (PDF or ZIP), by their storage key; readers fetch them by signed links. */
export const contentAttachments = pgTable(
  'content_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    references('content_attachments', table.itemId, contentItems.id, 'cascade'),
    index('content_attachments_item_id_idx').on(table.itemId),
  ],
);

/**
 * An item's saved versions (the newest CONTENT_LIMITS.revisions are kept): its editable fields
 * as they were saved, who saved them and when.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id').notNull(),
    number: integer('number').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    references('content_revisions', table.itemId, contentItems.id, 'cascade'),
    references('content_revisions', table.actorUserId, users.id, 'set null'),
    uniqueIndex('content_revisions_item_id_number_key').on(table.itemId, table.number),
  ],
);

/**
 * Which readers have opened which items (posts on the dashboards show unread until then): one
 * row per reader and item, the first time it was marked read.
 */
export const contentReads = pgTable(
  'content_reads',
  {
    userId: integer('user_id').notNull(),
    itemId: integer('item_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('content_reads', table.userId, users.id, 'cascade'),
    references('content_reads', table.itemId, contentItems.id, 'cascade'),
    primaryKey({ name: 'content_reads_pkey', columns: [table.userId, table.itemId] }),
    index('content_reads_item_id_idx').on(table.itemId),
  ],
);
