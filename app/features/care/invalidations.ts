import type { EndpointName } from '#contract';

/** The care feature's endpoints that only read: their answers are what queries cache. */
export const careQueries = ['careUser'] as const satisfies readonly EndpointName[];

/** What each of the care feature's writes changes: the queries to refresh after it succeeds. */
export const careInvalidations = {
  createCareUser: ['careUser'],
  editCare: ['careUser'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
