import { type RouteRow } from '#app/routeRow.ts';

/**
 * The ai feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const aiAdminRoutes = [
  { name: 'adminAiControl', path: '/admin/ai_control', area: 'admin' },
] as const satisfies readonly RouteRow[];
