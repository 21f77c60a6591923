import type { EndpointName } from '#contract';
import { resourceNames } from '#app/query/resourceInvalidations';

/** The videos feature's endpoints that only read: their answers are what queries cache. */
export const videosQueries = [
  'videoReview',
  'jesusStories',
  'checkVideoSlug',
  'myVideo',
] as const satisfies readonly EndpointName[];

/** What each of the videos feature's writes changes: the queries to refresh after it succeeds. */
export const videosInvalidations = {
  saveVideo: ['lookupProfile', 'checkVideoSlug'],
  connectVideoChurch: ['myVideo', 'lookupProfile'],
  retryVideoProcessing: ['myVideo', 'lookupProfile'],
  saveAdminVideo: ['myVideo'],
  // A decision changes the queue, the stories, the menu's waiting count and the admin's lists.
  approveVideo: [
    'videoReview',
    'jesusStories',
    'lookupProfile',
    'adminDashboard',
    ...resourceNames.reads,
  ],
  blockVideo: [
    'videoReview',
    'jesusStories',
    'lookupProfile',
    'adminDashboard',
    ...resourceNames.reads,
  ],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
