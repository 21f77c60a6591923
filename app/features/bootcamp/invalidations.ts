import type { EndpointName } from '#contract';

/** The boot camp's read: the course with the reader's progress (a POST, though it only reads). */
export const bootcampQueries = ['bootcampCourse'] as const satisfies readonly EndpointName[];

/**
 * What the boot camp's writes change: the course (and the dashboard's percentage, the same
 * query), and the user's record, whose 'Track your progress' a lesson may tick (decision 070).
 */
export const bootcampInvalidations = {
  bootcampWatch: ['bootcampCourse', 'lookupUser'],
  bootcampMarkDone: ['bootcampCourse', 'lookupUser'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
