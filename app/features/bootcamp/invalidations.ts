import type { EndpointName } from '#contract';

/** The boot camp's read: the course with the reader's progress (a POST, though it only reads). */
export const bootcampQueries = ['bootcampCourse'] as const satisfies readonly EndpointName[];

/**
 * What the boot camp's writes change: the course (and the dashboard's percentage, the same
 * query), and the user's record, whose 'Track your progress' a lesson may tick (decision 070).
 * A watch save, sent every 10 s while a video plays, refreshes nothing here: its answer updates
 * the cached course itself, and the user's record only on a first completion
 * (useBootcampScreen's `onWatchSaved`).
 */
export const bootcampInvalidations = {
  bootcampWatch: [],
  bootcampMarkDone: ['bootcampCourse', 'lookupUser'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
