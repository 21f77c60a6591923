import type { EndpointName } from '#contract';

/** The results feature's endpoints that only read: their answers are what queries cache. */
export const resultsQueries = ['cardResults'] as const satisfies readonly EndpointName[];
