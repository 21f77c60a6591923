import { type RouteRow } from '#app/routeRow.ts';

/**
 * The settings feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const settingsAdminRoutes = [
  { name: 'adminSettings', path: '/admin/settings', area: 'admin' },
] as const satisfies readonly RouteRow[];
