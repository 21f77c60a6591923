import type { EndpointName } from '#contract';
import { afterResourceWrite } from '#app/query/resourceInvalidations';

/** The care feature's endpoints that only read: their answers are what queries cache. */
export const careQueries = [
  'careUser',
  // Care videos (decision 076): the player's reads, POSTs though they are, and the admin's captions.
  'careVideos',
  'careVideo',
  'careCrisisLine',
  'careCaption',
  'careCaptions',
] as const satisfies readonly EndpointName[];

/** What each of the care feature's writes changes: the queries to refresh after it succeeds. */
export const careInvalidations = {
  createCareUser: ['careUser'],
  editCare: ['careUser'],
  // Where the reader stopped shows on the list; the open video keeps playing (not refetched).
  carePosition: ['careVideos'],
  careCaptionUpload: ['careCaptions', 'careVideo', 'careVideos', 'contentPreview'],
  careCaptionRemove: ['careCaptions', 'careVideo', 'careVideos', 'contentPreview'],
  // A speaker's picture: their record and every list that shows it.
  careSpeakerPicture: [...afterResourceWrite, 'careVideo'],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
