import type { EndpointName } from '#contract';

/** The system feature's endpoints that only read: their answers are what queries cache. */
export const systemQueries = ['health'] as const satisfies readonly EndpointName[];
