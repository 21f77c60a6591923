import { adminList, type RouteRow } from '#app/routeRow.ts';

/** Care: church access and care videos: the feature's routes, one row each (decision 060). */
export const careRoutes = [
  { name: 'churchAccess', path: '/churchAccess', area: 'main' },
  { name: 'careVideoPlayer', path: '/careVideoPlayer', area: 'main' },
  ...adminList(
    ['adminCareVideos', 'adminCareVideoCreate', 'adminCareVideo'],
    'care_video',
    ':careVideoSlug',
  ),
  ...adminList(
    ['adminCareCategories', 'adminCareCategoryCreate', 'adminCareCategory'],
    'care_category',
    ':careCategorySlug',
  ),
  ...adminList(
    ['adminSpeakerBios', 'adminSpeakerBioCreate', 'adminSpeakerBio'],
    'care_speaker_bio',
    ':careSpeakerBioSlug',
  ),
] as const satisfies readonly RouteRow[];
