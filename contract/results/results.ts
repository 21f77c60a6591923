import { array, boolean, define, enums, nullable, object, optional, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Count, Id, IsoDateTime, QueryId } from '#contract/validation.ts';
import { SHORT_CODE_SOURCES } from '#contract/shortCodes/shortCodes.ts';

/**
 * What a person who came from a card does on the video page, step by step (decision 052): the
 * steps after the scan, each counted only for visitors counted at the step before, so that no
 * step is larger than the one before it.
 */
export const FUNNEL_STEPS = [
  'view',
  'play',
  'watched_25',
  'watched_50',
  'watched_75',
  'watched_100',
  'message',
] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** How far a player reached, as the video page reports it. */
export const WATCH_STEPS = [
  'play',
  'watched_25',
  'watched_50',
  'watched_75',
  'watched_100',
] as const;
export type WatchStep = (typeof WATCH_STEPS)[number];

/** A day in a query string or an answer: `2026-11-25`. */
export const IsoDay = define<string>(
  'iso_day',
  (value) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
);

/** The longest range results cover at once: a year and a day. */
export const RESULTS_MAX_DAYS = 366;
/** The range shown when none is chosen: the last 60 days, today included. */
export const RESULTS_DEFAULT_DAYS = 60;

/** What get-results asks: one batch or all, one campus or all, and the days (both included). */
export const CardResultsQuery = object({
  code_id: optional(QueryId),
  location_id: optional(QueryId),
  from: optional(IsoDay),
  to: optional(IsoDay),
});
export type CardResultsQuery = Infer<typeof CardResultsQuery>;

/**
 * A card batch: one order's code (or a code an admin made), with the cards it was printed on; or
 * the church's bulletin-insert code (`source` insert, decision 069), printed on no card.
 */
export const CardBatch = object({
  code_id: Id,
  code: string(),
  label: string(),
  source: enums(SHORT_CODE_SOURCES),
  location_id: nullable(Id),
  location_name: nullable(string()),
  /** Cards printed with this code (paid orders); 0 for a code made without an order. */
  cards: Count,
  created_at: IsoDateTime,
});
export type CardBatch = Infer<typeof CardBatch>;

/** The funnel's numbers: cards ordered, scans, then each step of decision 052. */
export const FunnelCounts = object({
  cards: Count,
  scans: Count,
  view: Count,
  play: Count,
  watched_25: Count,
  watched_50: Count,
  watched_75: Count,
  watched_100: Count,
  message: Count,
});
export type FunnelCounts = Infer<typeof FunnelCounts>;

export const ResultsDay = object({ day: IsoDay, scans: Count, views: Count, messages: Count });
export type ResultsDay = Infer<typeof ResultsDay>;

/**
 * The website door (issue 26, decision 075): one church embed's counts over the range, step by
 * step as the video page counts them (no cookie, the day's hash of the address).
 */
export const WebsiteEmbedCounts = object({
  embed_id: string(),
  website_origin: string(),
  view: Count,
  play: Count,
  watched_25: Count,
  watched_50: Count,
  watched_75: Count,
  watched_100: Count,
  message: Count,
});
export type WebsiteEmbedCounts = Infer<typeof WebsiteEmbedCounts>;

export const CardResultsResponse = object({
  from: IsoDay,
  to: IsoDay,
  /** Every batch and campus of the caller's account, for the filters. */
  batches: array(CardBatch),
  campuses: array(object({ id: Id, name: string() })),
  funnel: FunnelCounts,
  /** The funnel's scans by where the code was printed: on cards, or on bulletin inserts. */
  scans_by_source: object({ card: Count, insert: Count }),
  /**
   * Whether some of the scans led to an embedded (YouTube, Vimeo) video, whose watched quarters
   * are not measured here (decision 052).
   */
  embedded_video: boolean(),
  /** Each day of the range, oldest first, for the chart. */
  days: array(ResultsDay),
  /** The "website" source beside cards and inserts: each embed of the church (none for a person). */
  website: array(WebsiteEmbedCounts),
});
export type CardResultsResponse = Infer<typeof CardResultsResponse>;
