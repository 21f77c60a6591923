import { adminList, type RouteRow } from '#app/routeRow.ts';

/**
 * The content feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const contentAdminRoutes = [
  ...adminList(['adminPages', 'adminPageCreate', 'adminPage'], 'pages', ':pageSlug'),
  ...adminList(
    ['adminMonthlyPages', 'adminMonthlyPageCreate', 'adminMonthlyPage'],
    'monthly_pages',
    ':pageSlug',
  ),
  ...adminList(['adminPosts', 'adminPostCreate', 'adminPost'], 'post', ':postSlug'),
] as const satisfies readonly RouteRow[];
