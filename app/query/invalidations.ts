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
] as const satisfies readonly EndpointName[];

export type QueryEndpointName = (typeof queryEndpointNames)[number];
export type MutationEndpointName = Exclude<EndpointName, QueryEndpointName>;

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
};
