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
