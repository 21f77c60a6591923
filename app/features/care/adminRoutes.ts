import { adminList, type RouteRow } from '#app/routeRow.ts';

/**
 * The care feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const careAdminRoutes = [
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
