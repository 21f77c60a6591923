import type { EndpointName } from '#contract';

/** The website player's reads: the church's embed for the generator, and oEmbed. */
export const playerEmbedQueries = [
  'playerEmbed',
  'oembed',
] as const satisfies readonly EndpointName[];

/** Saving the embed changes the generator's read. */
export const playerEmbedInvalidations = {
  savePlayerEmbed: ['playerEmbed'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
