import type { EndpointName } from '#contract';

/** The settings feature's endpoints that only read: their answers are what queries cache. */
export const settingsQueries = [
  'getConfig',
  'getConfigVar',
  'getInstructionVideos',
] as const satisfies readonly EndpointName[];

/** What each of the settings feature's writes changes: the queries to refresh after it succeeds. */
export const settingsInvalidations = {
  setConfig: ['getConfig', 'getConfigVar'],
  setConfigVar: ['getConfig', 'getConfigVar'],
  setInstructionVideo: ['getInstructionVideos'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
