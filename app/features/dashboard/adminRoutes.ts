import { type RouteRow } from '#app/routeRow.ts';

/**
 * The dashboard feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const dashboardAdminRoutes = [
  // Admin area.
  { name: 'adminDashboard', path: '/admin/dashboard', area: 'admin', dashboard: true },
] as const satisfies readonly RouteRow[];
