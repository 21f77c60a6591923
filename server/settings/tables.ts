import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { references } from '#server/db/columns.ts';
import { videos } from '#server/videos/tables.ts';

// The settings feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

export const configEntries = pgTable('config_entries', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const instructionVideos = pgTable(
  'instruction_videos',
  {
    slug: text('slug').primaryKey(),
    /** A YouTube or Vimeo link; '' when the slot shows an uploaded video. */
    url: text('url').notNull(),
    /** One of the admins' uploaded instruction or monthly videos (decision 071, amended). */
    videoId: integer('video_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [references('instruction_videos', table.videoId, videos.id, 'set null')],
);
