import type { EndpointName } from '#contract';

/** The connections feature's endpoints that only read: their answers are what queries cache. */
export const connectionsQueries = [
  'churchFinder',
  'myChurchConnections',
  'getChurchConnections',
  'getReviewChurchConnections',
  'moderatedChurches',
] as const satisfies readonly EndpointName[];

/** What each of the connections feature's writes changes: the queries to refresh after it succeeds. */
export const connectionsInvalidations = {
  createChurchConnection: ['myChurchConnections'],
  destroyChurchConnection: ['myChurchConnections'],
  // The profile carries the new-connections count (menu badge, dashboard).
  decideChurchConnection: ['getChurchConnections', 'getReviewChurchConnections', 'lookupProfile'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
