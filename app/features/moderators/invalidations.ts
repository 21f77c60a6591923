import type { EndpointName } from '#contract';

/** The moderators feature's endpoints that only read: their answers are what queries cache. */
export const moderatorsQueries = [
  'churchModerators',
  'moderatorInvitation',
] as const satisfies readonly EndpointName[];

/** What each of the moderators feature's writes changes: the queries to refresh after it succeeds. */
export const moderatorsInvalidations = {
  inviteModerator: ['churchModerators'],
  removeChurchModerator: ['churchModerators'],
  acceptChurchInvite: ['moderatorInvitation', 'lookupProfile'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
