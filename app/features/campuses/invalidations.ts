import type { EndpointName } from '#contract';

/** The campuses feature's endpoints that only read: their answers are what queries cache. */
export const campusesQueries = ['locations', 'geocode'] as const satisfies readonly EndpointName[];

/** What each of the campuses feature's writes changes: the queries to refresh after it succeeds. */
export const campusesInvalidations = {
  // The profile says whether the church has a location (the menu's campuses badge).
  createLocation: ['locations', 'lookupProfile'],
  updateLocation: ['locations', 'lookupProfile'],
  deleteLocation: ['locations', 'lookupProfile'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
