import { resourceEndpointNames, resources } from '#contract/resources';

/** The admin resources' endpoints that read and those that write, from the one resource list. */
export const resourceNames = resourceEndpointNames(resources);

/**
 * What any resource's write may change: every resource's lists and records (an account shows
 * its users and their count), the dashboard's figures and the activity log, and the admin's own
 * user and profile (they may have edited themselves). Only the queries on screen ask again.
 */
export const afterResourceWrite = [
  ...resourceNames.reads,
  'adminDashboard',
  'lookupUser',
  'lookupProfile',
] as const;
