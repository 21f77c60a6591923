import type { EndpointName } from '#contract';

/** The account feature's endpoints that only read: their answers are what queries cache. */
export const accountQueries = [
  'lookupProfile',
  'lookupUser',
] as const satisfies readonly EndpointName[];

/** What each of the account feature's writes changes: the queries to refresh after it succeeds. */
export const accountInvalidations = {
  updateUser: ['lookupUser', 'lookupProfile'],
  sendNewEmailToken: ['lookupUser'],
  verifyNewEmail: ['lookupUser', 'lookupProfile'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
