import type { EndpointName } from '#contract';

/** The dashboard feature's endpoints that only read: their answers are what queries cache. */
export const dashboardQueries = ['adminDashboard'] as const satisfies readonly EndpointName[];

/** What each of the dashboard feature's writes changes: the queries to refresh after it succeeds. */
export const dashboardInvalidations = {
  updateActionStep: ['lookupUser'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
