import { type RouteRow } from '#app/routeRow.ts';

/** Education and promotion content: the feature's routes, one row each (decision 060). */
export const contentRoutes = [
  { name: 'monthlyVideos', path: '/monthlyVideos', area: 'main' },
  // Education and promotion.
  { name: 'studyGuides', path: '/studyGuides', area: 'main' },
  { name: 'bulletinInserts', path: '/bulletinInserts', area: 'main' },
  { name: 'bulletinInsertsCare', path: '/bulletinInsertsCare', area: 'main' },
  { name: 'resources', path: '/resources', area: 'main' },
  // Each item's page (decision 072): the spec names only the lists.
  { name: 'studyGuide', path: '/studyGuides/:slug', area: 'main' },
  { name: 'bulletinInsert', path: '/bulletinInserts/:slug', area: 'main' },
  { name: 'bulletinInsertCare', path: '/bulletinInsertsCare/:slug', area: 'main' },
  { name: 'resource', path: '/resources/:slug', area: 'main' },
  { name: 'post', path: '/posts/:slug', area: 'main' },
  { name: 'evangelismBootcamp', path: '/evangelism-bootcamp', area: 'main' },
] as const satisfies readonly RouteRow[];
