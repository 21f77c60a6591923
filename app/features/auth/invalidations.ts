import type { EndpointName } from '#contract';

/** The auth feature's endpoints that only read: their answers are what queries cache. */
export const authQueries = ['checkSession'] as const satisfies readonly EndpointName[];

/** What each of the auth feature's writes changes: the queries to refresh after it succeeds. */
export const authInvalidations = {
  signIn: [],
  forgotPassword: [],
  resetPassword: [],
  logout: [],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
