import { sql } from 'drizzle-orm';
import type { FunnelStep, WatchStep } from '#contract/results/results.ts';
import { WATCH_STEPS } from '#contract/results/results.ts';
import type { Db } from '#server/db/database.ts';
import type { CardVisitor } from './card-visitor.ts';
import { funnelCounts, funnelVisitors, qrScanVisitors } from '#server/db/schema.ts';

/** The step a visitor must have been counted at before a step counts them (decision 052). */
const PREVIOUS_STEP: Record<FunnelStep, FunnelStep | 'scan'> = {
  view: 'scan',
  play: 'view',
  watched_25: 'play',
  watched_50: 'watched_25',
  watched_75: 'watched_50',
  watched_100: 'watched_75',
  message: 'view',
};

/** Whether the visitor was counted at `step` of the code today. */
function reached(codeId: number, day: string, visitor: string, step: FunnelStep | 'scan') {
  return step === 'scan'
    ? sql`exists (select 1 from ${qrScanVisitors}
        where code_id = ${codeId} and day = ${day}::date and visitor = ${visitor})`
    : sql`exists (select 1 from ${funnelVisitors}
        where code_id = ${codeId} and day = ${day}::date and step = ${step} and visitor = ${visitor})`;
}

/**
 * Counts a visitor at one step of a code's funnel, once a day, and only when they were counted
 * at the step before that day; in one statement, which also deletes past days' visitors.
 * Resolves whether this call counted them.
 */
export async function countFunnelStep(
  db: Db,
  codeId: number,
  day: string,
  visitor: string,
  step: FunnelStep,
): Promise<boolean> {
  const result = (await db.execute(sql`
    with past as (delete from ${funnelVisitors} where day < ${day}::date),
    first_time as (
      insert into ${funnelVisitors} (code_id, day, step, visitor)
        select ${codeId}, ${day}::date, ${step}, ${visitor}
        where ${reached(codeId, day, visitor, PREVIOUS_STEP[step])}
      on conflict do nothing
      returning 1
    )
    insert into ${funnelCounts} (code_id, day, step, visitors)
      select ${codeId}, ${day}::date, ${step}, 1 from first_time
    on conflict (code_id, day, step) do update set visitors = ${funnelCounts}.visitors + 1
    returning visitors`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * Counts how far a player reached: the furthest point a browser reports stands for every point
 * before it, counted in order, so that reports arriving out of order lose nothing.
 */
export async function countWatched(
  db: Db,
  codeId: number,
  day: string,
  visitor: string,
  furthest: WatchStep,
): Promise<void> {
  for (const step of WATCH_STEPS.slice(0, WATCH_STEPS.indexOf(furthest) + 1)) {
    await countFunnelStep(db, codeId, day, visitor, step);
  }
}

/** Counts a card visitor at steps of the funnel, in order, for each code they scanned today. */
export async function countCardSteps(
  db: Db,
  card: CardVisitor,
  steps: readonly FunnelStep[],
): Promise<void> {
  for (const codeId of card.codeIds) {
    for (const step of steps) await countFunnelStep(db, codeId, card.day, card.visitor, step);
  }
}

export const isWatchStep = (value: unknown): value is WatchStep =>
  typeof value === 'string' && (WATCH_STEPS as readonly string[]).includes(value);
