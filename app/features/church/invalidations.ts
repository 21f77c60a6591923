import type { EndpointName } from '#contract';

/** The church feature's endpoints that only read: their answers are what queries cache. */
export const churchQueries = ['churchProfile'] as const satisfies readonly EndpointName[];

/** What each of the church feature's writes changes: the queries to refresh after it succeeds. */
export const churchInvalidations = {
  // The church's website and phone are on the profile the session reads too.
  editProfile: ['churchProfile', 'lookupProfile'],
  uploadChurchPicture: ['churchProfile'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
