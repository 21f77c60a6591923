import type { EndpointName } from '../../contract';

/** Endpoints that only read: their answers are what queries cache. */
export const queryEndpointNames = [
  'health',
  'checkSession',
  'lookupProfile',
  'lookupUser',
  'getConfig',
  'getConfigVar',
  'getInstructionVideos',
  'adminDashboard',
  'accountsList',
  'accountsGet',
  'usersList',
  'usersGet',
  'activityList',
] as const satisfies readonly EndpointName[];

export type QueryEndpointName = (typeof queryEndpointNames)[number];
export type MutationEndpointName = Exclude<EndpointName, QueryEndpointName>;

/**
 * What an admin resource's write may change: its own lists and records, the other resource's
 * (an account shows its users and their count), the dashboard's figures and the activity log.
 */
const ADMIN_RESOURCE_READS = [
  'accountsList',
  'accountsGet',
  'usersList',
  'usersGet',
  'adminDashboard',
  'activityList',
] as const satisfies readonly QueryEndpointName[];

function resourceWrites<Name extends MutationEndpointName>(
  names: readonly Name[],
  reads: readonly QueryEndpointName[],
): Record<Name, readonly QueryEndpointName[]> {
  return Object.fromEntries(names.map((name) => [name, reads])) as Record<
    Name,
    readonly QueryEndpointName[]
  >;
}

/**
 * What each mutation changes: the queries to refresh after it succeeds. Every endpoint that
 * is not a query must be listed (the compiler checks), so a new mutation cannot forget it.
 * The sign-in and password calls change no cached data: the cache belongs to one session
 * and a new sign-in starts a new one.
 */
export const invalidations: Readonly<Record<MutationEndpointName, readonly QueryEndpointName[]>> = {
  signIn: [],
  forgotPassword: [],
  resetPassword: [],
  logout: [],
  updateUser: ['lookupUser', 'lookupProfile'],
  sendNewEmailToken: ['lookupUser'],
  verifyNewEmail: ['lookupUser', 'lookupProfile'],
  updateActionStep: ['lookupUser'],
  setConfig: ['getConfig', 'getConfigVar'],
  setConfigVar: ['getConfig', 'getConfigVar'],
  setInstructionVideo: ['getInstructionVideos'],
  ...resourceWrites(['accountsCreate', 'accountsUpdate', 'accountsDelete'], ADMIN_RESOURCE_READS),
  ...resourceWrites(
    ['usersCreate', 'usersUpdate', 'usersDelete'],
    [...ADMIN_RESOURCE_READS, 'lookupUser', 'lookupProfile'],
  ),
};
