import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { VIDEO_STATUSES } from '#contract/account/profile.ts';
import type { VideoStatus } from '#contract/account/profile.ts';
import { VIDEO_KINDS } from '#contract/videos/videoReview.ts';
import type { VideoKind } from '#contract/videos/videoReview.ts';
import { createdAt, references, oneOf } from '#server/db/columns.ts';
import { accounts, users } from '#server/users/tables.ts';

// The videos feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

// The video kinds are the contract's (the review screens name them); re-exported for the server.
export { VIDEO_KINDS, type VideoKind };

/** Where an uploaded or recorded video's file is (decision 034); an embedded video has none. */
export const VIDEO_PROCESSING_STATES = ['processing', 'ready', 'failed'] as const;

export type VideoProcessingState = (typeof VIDEO_PROCESSING_STATES)[number];

export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    userId: integer('user_id'),
    kind: text('kind').$type<VideoKind>().notNull(),
    slug: text('slug').unique('videos_slug_key'),
    /** An embedded video's player address (YouTube or Vimeo); null for an uploaded file. */
    url: text('url'),
    /** The review status (spec section 4). */
    status: text('status').$type<VideoStatus>().notNull(),
    /** The file as it was uploaded or recorded (a storage key), kept for a retry. */
    sourceKey: text('source_key'),
    /**
     * The uploaded source's size in bytes (its Upload-Length), counted against the storage
     * quotas while the video is current (decision 062); null for an embed and for videos saved
     * before the quotas.
     */
    sourceBytes: bigint('source_bytes', { mode: 'number' }),
    /** The file that plays everywhere: MP4, H.264 and AAC, its index first (a storage key). */
    fileKey: text('file_key'),
    /** The poster JPEG (a storage key), taken at `poster_seconds`. */
    posterKey: text('poster_key'),
    /** The moment of the video chosen for the poster; null takes the first second. */
    posterSeconds: doublePrecision('poster_seconds'),
    durationSeconds: doublePrecision('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** The processing job's state for an uploaded or recorded file; null for an embed. */
    processing: text('processing').$type<VideoProcessingState>(),
    /** Why the last processing attempt failed; cleared when it is tried again. */
    processingError: text('processing_error'),
    /** Why a reviewer blocked the video (decision 038); null unless it is blocked. */
    blockReason: text('block_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('videos', table.accountId, accounts.id, 'cascade'),
    references('videos', table.userId, users.id, 'set null'),
    check('videos_kind_check', oneOf('kind', VIDEO_KINDS)),
    check('videos_status_check', oneOf('status', VIDEO_STATUSES)),
    check('videos_processing_check', oneOf('processing', VIDEO_PROCESSING_STATES)),
    // An embed has a player address; a file has its source and a processing state.
    check(
      'videos_source_check',
      sql`(url is not null or source_key is not null) and (source_key is null) = (processing is null)`,
    ),
    check('videos_poster_seconds_check', sql`poster_seconds >= 0`),
    index('videos_account_id_idx').on(table.accountId),
    index('videos_status_idx').on(table.status),
  ],
);

/**
 * A public video page's views per day (decision 039): a counter and nothing else, so no visitor's
 * address, cookie or time of visit is ever stored.
 */
export const videoViews = pgTable(
  'video_views',
  {
    videoId: integer('video_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'video_views_pkey', columns: [table.videoId, table.day] }),
    references('video_views', table.videoId, videos.id, 'cascade'),
    check('video_views_views_check', sql`views >= 0`),
  ],
);

/**
 * Resumable uploads in progress (decision 062): the size each announced at its creation, counted
 * against its person's and church's storage quotas until it is saved as a video (which then counts
 * its own `source_bytes`), terminated, refused as not a video, or swept once it expires.
 */
export const videoUploadReservations = pgTable(
  'video_upload_reservations',
  {
    /** The tus upload's id. */
    uploadId: text('upload_id').primaryKey(),
    /** Whose upload it is; their account's quota counts it too (through users.account_id). */
    userId: integer('user_id').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    references('video_upload_reservations', table.userId, users.id, 'cascade'),
    check('video_upload_reservations_bytes_check', sql`bytes >= 0`),
    index('video_upload_reservations_user_id_idx').on(table.userId),
    index('video_upload_reservations_created_at_idx').on(table.createdAt),
  ],
);
