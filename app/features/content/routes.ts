import { adminList, type RouteRow } from '#app/routeRow.ts';

/** Education and promotion content: the feature's routes, one row each (decision 060). */
export const contentRoutes = [
  { name: 'monthlyVideos', path: '/monthlyVideos', area: 'main' },
  // Education and promotion.
  { name: 'studyGuides', path: '/studyGuides', area: 'main' },
  { name: 'bulletinInserts', path: '/bulletinInserts', area: 'main' },
  { name: 'bulletinInsertsCare', path: '/bulletinInsertsCare', area: 'main' },
  { name: 'resources', path: '/resources', area: 'main' },
  { name: 'evangelismBootcamp', path: '/evangelism-bootcamp', area: 'main' },
  ...adminList(['adminPages', 'adminPageCreate', 'adminPage'], 'pages', ':pageSlug'),
  ...adminList(
    ['adminMonthlyPages', 'adminMonthlyPageCreate', 'adminMonthlyPage'],
    'monthly_pages',
    ':pageSlug',
  ),
  ...adminList(['adminPosts', 'adminPostCreate', 'adminPost'], 'post', ':postSlug'),
] as const satisfies readonly RouteRow[];
