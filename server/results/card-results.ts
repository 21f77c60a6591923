import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { CARDS_PER_PACK } from '#contract/cardOrders/cardOrders.ts';
import type { CardOrderState } from '#contract/cardOrders/cardOrders.ts';
import type {
  CardResultsQuery,
  CardResultsResponse,
  FunnelCounts,
} from '#contract/results/results.ts';
import { FUNNEL_STEPS, RESULTS_DEFAULT_DAYS, RESULTS_MAX_DAYS } from '#contract/results/results.ts';
import type { Db } from '#server/db/database.ts';
import {
  cardOrders,
  funnelCounts,
  locations,
  qrCodes,
  qrScans,
  videos,
} from '#server/db/schema.ts';
import { notFound, validationFailed } from '#server/http/api-error.ts';
import { scanDay } from '#server/shortCodes/scans.ts';
import { websiteResultsOf } from '#server/playerEmbed/website-results.ts';

/** Orders whose cards exist: paid, whatever happened after, unless the money went back. */
const PRINTED_STATES = [
  'paid',
  'proof_ready',
  'approved',
  'in_production',
  'shipped',
  'delivered',
] as const satisfies readonly CardOrderState[];

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) =>
  scanDay(new Date(dayOf(day).getTime() + days * DAY_MS));

/** The days asked for, both included: the last 60 by default, never more than a year. */
function rangeOf(query: CardResultsQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? scanDay(now);
  const from = query.from ?? addDays(to, 1 - RESULTS_DEFAULT_DAYS);
  if (from > to) throw validationFailed({ from: 'Choose a start on or before the end.' });
  if (dayOf(to).getTime() - dayOf(from).getTime() >= RESULTS_MAX_DAYS * DAY_MS) {
    throw validationFailed({ from: `Choose at most ${RESULTS_MAX_DAYS} days.` });
  }
  return { from, to };
}

/** Cards printed with the codes `codes` selects, paid by the end of `upTo` (a day) when given. */
function cardsOf(codes: SQL, upTo?: string) {
  return sql<number>`(select coalesce(sum(o.packs), 0)::int * ${CARDS_PER_PACK} from ${cardOrders} o
    where ${codes}
      and o.state in (${sql.join(
        PRINTED_STATES.map((state) => sql`${state}`),
        sql`, `,
      )})
      ${upTo ? sql`and o.paid_at < ${addDays(upTo, 1)}::date` : sql``})`;
}

/**
 * Whose cards: a church's (every code of its account), or a person's (the codes of the card
 * orders they placed, which lead to their church's or their own video).
 */
export type ResultsOwner = { accountId: number } | { ordererId: number };

/**
 * A church's or a person's card results (issue 11, decision 052): its batches and campuses for the filters,
 * the funnel of the chosen batches over the chosen days, and the days for the chart. Every
 * number is the caller's own; a batch or campus of anyone else is a 404.
 */
export async function cardResultsOf(
  db: Db,
  whose: ResultsOwner,
  query: CardResultsQuery,
  now: Date,
): Promise<CardResultsResponse> {
  const { from, to } = rangeOf(query, now);
  const batchRows = await db
    .select({
      code_id: qrCodes.id,
      code: qrCodes.code,
      label: qrCodes.label,
      source: qrCodes.source,
      location_id: qrCodes.locationId,
      location_name: locations.name,
      cards: cardsOf(sql`o.qr_code_id = ${sql.raw('"qr_codes"."id"')}`),
      created_at: qrCodes.createdAt,
    })
    .from(qrCodes)
    .leftJoin(locations, eq(locations.id, qrCodes.locationId))
    .where(
      'accountId' in whose
        ? eq(qrCodes.accountId, whose.accountId)
        : inArray(
            qrCodes.id,
            db
              .select({ id: cardOrders.qrCodeId })
              .from(cardOrders)
              .where(eq(cardOrders.userId, whose.ordererId)),
          ),
    )
    .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id));
  const campuses =
    'accountId' in whose
      ? await db
          .select({ id: locations.id, name: locations.name })
          .from(locations)
          .where(eq(locations.accountId, whose.accountId))
          .orderBy(asc(locations.name), asc(locations.id))
      : [];

  if (query.code_id !== undefined && !batchRows.some((row) => row.code_id === query.code_id)) {
    throw notFound('There is no such card batch of yours.');
  }
  if (query.location_id !== undefined && !campuses.some((row) => row.id === query.location_id)) {
    throw notFound('There is no such campus of yours.');
  }
  const chosen = batchRows
    .filter((row) => query.code_id === undefined || row.code_id === query.code_id)
    .filter((row) => query.location_id === undefined || row.location_id === query.location_id)
    .map((row) => row.code_id);

  const funnel = await funnelOf(db, chosen, from, to);
  return {
    from,
    to,
    batches: batchRows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    campuses,
    funnel,
    scans_by_source: await scansBySourceOf(db, chosen, from, to),
    embedded_video: await leadsToEmbeddedVideo(db, chosen),
    days: await daysOf(db, chosen, from, to),
    website: 'accountId' in whose ? await websiteResultsOf(db, whose.accountId, from, to) : [],
  };
}

const codeIn = (column: SQL | AnyColumn, codeIds: number[]) =>
  sql`${column} in (${sql.join(
    codeIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;

async function funnelOf(
  db: Db,
  codeIds: number[],
  from: string,
  to: string,
): Promise<FunnelCounts> {
  const counts: FunnelCounts = {
    cards: 0,
    scans: 0,
    ...(Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Omit<
      FunnelCounts,
      'cards' | 'scans'
    >),
  };
  if (codeIds.length === 0) return counts;
  const [cards] = await db
    .select({ cards: cardsOf(codeIn(sql.raw('o.qr_code_id'), codeIds), to) })
    .from(sql`(select 1) as one`);
  counts.cards = cards?.cards ?? 0;
  const inRange = (day: AnyColumn) => sql`${day} between ${from}::date and ${to}::date`;
  const [scans] = await db
    .select({ scans: sql<number>`coalesce(sum(${qrScans.scans}), 0)::int` })
    .from(qrScans)
    .where(and(codeIn(qrScans.codeId, codeIds), inRange(qrScans.day)));
  counts.scans = scans?.scans ?? 0;
  const steps = await db
    .select({
      step: funnelCounts.step,
      visitors: sql<number>`sum(${funnelCounts.visitors})::int`,
    })
    .from(funnelCounts)
    .where(and(codeIn(funnelCounts.codeId, codeIds), inRange(funnelCounts.day)))
    .groupBy(funnelCounts.step);
  for (const { step, visitors } of steps) counts[step] = visitors;
  return counts;
}

/** The chosen codes' scans in the range, by where the codes were printed. */
async function scansBySourceOf(db: Db, codeIds: number[], from: string, to: string) {
  const bySource = { card: 0, insert: 0 };
  if (codeIds.length === 0) return bySource;
  const rows = await db
    .select({
      source: qrCodes.source,
      scans: sql<number>`coalesce(sum(${qrScans.scans}), 0)::int`.mapWith(Number),
    })
    .from(qrScans)
    .innerJoin(qrCodes, eq(qrCodes.id, qrScans.codeId))
    .where(
      and(
        codeIn(qrScans.codeId, codeIds),
        sql`${qrScans.day} between ${from}::date and ${to}::date`,
      ),
    )
    .groupBy(qrCodes.source);
  for (const { source, scans } of rows) bySource[source] = scans;
  return bySource;
}

/** Each day of the range with its scans, views and messages, zeros included. */
async function daysOf(db: Db, codeIds: number[], from: string, to: string) {
  const ids =
    codeIds.length === 0
      ? sql`null`
      : sql.join(
          codeIds.map((id) => sql`${id}`),
          sql`, `,
        );
  const result = (await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      coalesce((select sum(s.scans) from ${qrScans} s
        where s.day = d.day and s.code_id in (${ids})), 0)::int as scans,
      coalesce((select sum(f.visitors) from ${funnelCounts} f
        where f.day = d.day and f.step = 'view' and f.code_id in (${ids})), 0)::int as views,
      coalesce((select sum(f.visitors) from ${funnelCounts} f
        where f.day = d.day and f.step = 'message' and f.code_id in (${ids})), 0)::int as messages
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
    order by d.day`)) as unknown as {
    rows: { day: string; scans: number; views: number; messages: number }[];
  };
  return result.rows.map((row) => ({
    day: row.day,
    scans: Number(row.scans),
    views: Number(row.views),
    messages: Number(row.messages),
  }));
}

/**
 * Whether one of the codes leads to an embedded video: the one an admin chose, else its
 * church's newest welcome video (as a scan decides, server/shortCodes/short-code-target.ts).
 */
async function leadsToEmbeddedVideo(db: Db, codeIds: number[]) {
  if (codeIds.length === 0) return false;
  const result = (await db.execute(sql`
    select exists (
      select 1 from ${qrCodes} c
        join ${videos} v on v.id = coalesce(c.video_id, (
          select w.id from ${videos} w where w.account_id = c.account_id and w.kind = 'welcome'
          order by w.created_at desc, w.id desc limit 1))
      where ${codeIn(sql.raw('c.id'), codeIds)} and v.url is not null
    ) as embedded`)) as unknown as { rows: { embedded: boolean }[] };
  return Boolean(result.rows[0]?.embedded);
}
