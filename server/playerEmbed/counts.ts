import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FunnelStep, WatchStep } from '#contract/results/results.ts';
import { WATCH_STEPS } from '#contract/results/results.ts';
import type { Db } from '#server/db/database.ts';
import { playerEmbedCounts, playerEmbedVisitors } from '#server/db/schema.ts';
import { isNotAPerson } from '#server/public/link-previewers.ts';
import { scanDay, scanVisitor } from '#server/shortCodes/scans.ts';

/** The step a visitor must have reached before a step counts them; a view needs none. */
const PREVIOUS_STEP: Record<FunnelStep, FunnelStep | null> = {
  view: null,
  play: 'view',
  watched_25: 'play',
  watched_50: 'watched_25',
  watched_75: 'watched_50',
  watched_100: 'watched_75',
  message: 'view',
};

/** A person on an embed's page today: the day's hash of their address, nothing else. */
export type EmbedVisitor = { embedId: number; day: string; visitor: string };

/** The visitor of this request, or null for link previewers and robots, who are not counted. */
export function embedVisitorOf(
  deps: { scanKey: Buffer; clock: { now(): Date } },
  request: FastifyRequest,
  embedId: number,
): EmbedVisitor | null {
  if (isNotAPerson(request.headers['user-agent'])) return null;
  const day = scanDay(deps.clock.now());
  return { embedId, day, visitor: scanVisitor(deps.scanKey, day, request.ip) };
}

/**
 * Counts a visitor at one step of an embed's funnel, once a day, and only when they reached the
 * step before that day; in one statement, which also deletes past days' visitors.
 */
async function countStep(db: Db, who: EmbedVisitor, step: FunnelStep): Promise<void> {
  const previous = PREVIOUS_STEP[step];
  const reached = previous
    ? sql`exists (select 1 from ${playerEmbedVisitors} where embed_id = ${who.embedId}
        and day = ${who.day}::date and step = ${previous} and visitor = ${who.visitor})`
    : sql`true`;
  await db.execute(sql`
    with past as (delete from ${playerEmbedVisitors} where day < ${who.day}::date),
    first_time as (
      insert into ${playerEmbedVisitors} (embed_id, day, step, visitor)
        select ${who.embedId}, ${who.day}::date, ${step}, ${who.visitor}
        where ${reached}
      on conflict do nothing
      returning 1
    )
    insert into ${playerEmbedCounts} (embed_id, day, step, visitors)
      select ${who.embedId}, ${who.day}::date, ${step}, 1 from first_time
    on conflict (embed_id, day, step) do update set visitors = ${playerEmbedCounts}.visitors + 1`);
}

/** Counts steps in order (a play counts the view first when the page was opened at the play). */
export async function countEmbedSteps(
  db: Db,
  who: EmbedVisitor | null,
  steps: readonly FunnelStep[],
): Promise<void> {
  if (!who) return;
  for (const step of steps) await countStep(db, who, step);
}

/** The furthest point a player reports stands for every point before it. */
export async function countEmbedWatched(db: Db, who: EmbedVisitor | null, furthest: WatchStep) {
  await countEmbedSteps(db, who, WATCH_STEPS.slice(0, WATCH_STEPS.indexOf(furthest) + 1));
}
