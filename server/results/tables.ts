import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { FUNNEL_STEPS } from '#contract/results/results.ts';
import type { FunnelStep } from '#contract/results/results.ts';
import { references, oneOf } from '#server/db/columns.ts';
import { qrCodes } from '#server/shortCodes/tables.ts';

// The results feature's tables, in the database schema that server/db/schema.ts gathers. Constraint
// names follow PostgreSQL's (server/db/columns.ts).

/**
 * A card batch's funnel after the scan (decision 052): per code, day and step, how many people
 * who scanned the code that day went on to that step. Numbers only, like qr_scans.
 */
export const funnelCounts = pgTable(
  'funnel_counts',
  {
    codeId: integer('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').$type<FunnelStep>().notNull(),
    visitors: integer('visitors').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'funnel_counts_pkey', columns: [table.codeId, table.day, table.step] }),
    references('funnel_counts', table.codeId, qrCodes.id, 'cascade'),
    check('funnel_counts_step_check', oneOf('step', FUNNEL_STEPS)),
    check('funnel_counts_visitors_check', sql`visitors >= 0`),
  ],
);

/**
 * Who reached a step today, as the scan's daily hash (qr_scan_visitors): a step counts a visitor
 * once, and only one counted at the step before. Rows of past days are deleted.
 */
export const funnelVisitors = pgTable(
  'funnel_visitors',
  {
    codeId: integer('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').$type<FunnelStep>().notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'funnel_visitors_pkey',
      columns: [table.codeId, table.day, table.step, table.visitor],
    }),
    references('funnel_visitors', table.codeId, qrCodes.id, 'cascade'),
    check('funnel_visitors_step_check', oneOf('step', FUNNEL_STEPS)),
    index('funnel_visitors_day_idx').on(table.day),
  ],
);
