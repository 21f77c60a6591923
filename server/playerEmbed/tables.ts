import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { FUNNEL_STEPS } from '#contract/results/results.ts';
import type { FunnelStep } from '#contract/results/results.ts';
import { createdAt, oneOf, references } from '#server/db/columns.ts';
import { accounts } from '#server/users/tables.ts';

// The website player's embeds and their counts (issue 26, decision 075), in the schema that
// server/db/schema.ts gathers.

/**
 * A church's generated embed: its public id (in every snippet), the website that may frame it,
 * the category its main code opens on (null: all) and the donation link. One per church.
 */
export const playerEmbeds = pgTable(
  'player_embeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull().unique('player_embeds_public_id_key'),
    accountId: integer('account_id').notNull().unique('player_embeds_account_id_key'),
    websiteUrl: text('website_url').notNull(),
    websiteOrigin: text('website_origin').notNull(),
    categorySlug: text('category_slug'),
    donationUrl: text('donation_url'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    references('player_embeds', table.accountId, accounts.id, 'cascade'),
    check('player_embeds_public_id_check', sql`public_id ~ '^[a-z0-9]{12}$'`),
    check('player_embeds_website_origin_check', sql`website_origin ~ '^https?://'`),
  ],
);

/**
 * The website door's funnel (decision 075), as the card funnel's (decision 052): per embed, day
 * and step, how many visitors reached it. Numbers only.
 */
export const playerEmbedCounts = pgTable(
  'player_embed_counts',
  {
    embedId: integer('embed_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').$type<FunnelStep>().notNull(),
    visitors: integer('visitors').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'player_embed_counts_pkey',
      columns: [table.embedId, table.day, table.step],
    }),
    references('player_embed_counts', table.embedId, playerEmbeds.id, 'cascade'),
    check('player_embed_counts_step_check', oneOf('step', FUNNEL_STEPS)),
    check('player_embed_counts_visitors_check', sql`visitors >= 0`),
  ],
);

/**
 * Who reached a step today, as the day's hash of the address (shortCodes/scans.ts): a step counts
 * a visitor once a day. Rows of past days are deleted.
 */
export const playerEmbedVisitors = pgTable(
  'player_embed_visitors',
  {
    embedId: integer('embed_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').$type<FunnelStep>().notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'player_embed_visitors_pkey',
      columns: [table.embedId, table.day, table.step, table.visitor],
    }),
    references('player_embed_visitors', table.embedId, playerEmbeds.id, 'cascade'),
    check('player_embed_visitors_step_check', oneOf('step', FUNNEL_STEPS)),
    index('player_embed_visitors_day_idx').on(table.day),
  ],
);
