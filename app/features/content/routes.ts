import { type RouteRow } from '#app/routeRow.ts';

/** Education and promotion content: the feature's routes, one row each (decision 060). */
export const contentRoutes = [
  { name: 'monthlyVideos', path: '/monthlyVideos', area: 'main' },
  // Education and promotion.
  { name: 'studyGuides', path: '/studyGuides', area: 'main' },
  { name: 'bulletinInserts', path: '/bulletinInserts', area: 'main' },
  { name: 'bulletinInsertsCare', path: '/bulletinInsertsCare', area: 'main' },
  { name: 'resources', path: '/resources', area: 'main' },
  { name: 'evangelismBootcamp', path: '/evangelism-bootcamp', area: 'main' },
] as const satisfies readonly RouteRow[];
