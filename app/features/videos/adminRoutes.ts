import { type RouteRow } from '#app/routeRow.ts';

/**
 * The videos feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const videosAdminRoutes = [
  { name: 'adminShareStory', path: '/admin/share-story', area: 'admin' },
  { name: 'adminVideos', path: '/admin/videos', area: 'admin' },
  { name: 'adminVideoReview', path: '/admin/video-review', area: 'admin' },
  { name: 'adminVideoUpload', path: '/admin/videoUpload', area: 'admin' },
] as const satisfies readonly RouteRow[];
