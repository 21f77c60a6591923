import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SHORT_CODE_SOURCES } from '#contract/shortCodes/shortCodes.ts';
import { createdAt, references } from '#server/db/columns.ts';
import { accounts } from '#server/users/tables.ts';
import { locations } from '#server/campuses/tables.ts';
import { videos } from '#server/videos/tables.ts';

// The shortCodes feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

/**
 * A permanent short code printed as a QR code on a church's invitation cards (decision 047). It
 * leads to the church's current welcome video unless an admin points it at another of the
 * church's videos; a disabled code leads nowhere.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique('qr_codes_code_key'),
    accountId: integer('account_id').notNull(),
    /** The video it leads to instead of the church's current welcome video; null: that one. */
    videoId: integer('video_id'),
    /** What the code is for (a card batch, a campus), as the admin names it. */
    label: text('label').notNull(),
    /** The campus whose cards carry it, for results per campus; null: the whole church. */
    locationId: integer('location_id'),
    disabled: boolean('disabled').notNull().default(false),
    /** Printed on invitation cards, or on the church's bulletin inserts (decision 069). */
    source: text('source', { enum: SHORT_CODE_SOURCES }).notNull().default('card'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('qr_codes', table.accountId, accounts.id, 'cascade'),
    references('qr_codes', table.videoId, videos.id, 'set null'),
    references('qr_codes', table.locationId, locations.id, 'set null'),
    index('qr_codes_account_id_idx').on(table.accountId),
    check('qr_codes_source_check', sql`source in ('card', 'insert')`),
    // A church has one insert code, which every insert it prints carries.
    uniqueIndex('qr_codes_insert_account_key')
      .on(table.accountId)
      .where(sql`source = 'insert'`),
  ],
);

/** A short code's scans per day: people, each counted once a day, and nothing about them. */
export const qrScans = pgTable(
  'qr_scans',
  {
    codeId: integer('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    scans: integer('scans').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'qr_scans_pkey', columns: [table.codeId, table.day] }),
    references('qr_scans', table.codeId, qrCodes.id, 'cascade'),
    check('qr_scans_scans_check', sql`scans >= 0`),
  ],
);

/**
 * Who scanned a code today, as a hash of address and browser salted with a key of the day: a
 * repeat scan is merged the same day, and once the day's key is gone (it is never stored) the
 * hash cannot be tied to anyone. Rows of past days are deleted.
 */
export const qrScanVisitors = pgTable(
  'qr_scan_visitors',
  {
    codeId: integer('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'qr_scan_visitors_pkey',
      columns: [table.codeId, table.day, table.visitor],
    }),
    references('qr_scan_visitors', table.codeId, qrCodes.id, 'cascade'),
    index('qr_scan_visitors_day_idx').on(table.day),
  ],
);
