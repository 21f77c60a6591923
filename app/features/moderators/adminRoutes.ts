import { type RouteRow } from '#app/routeRow.ts';

/**
 * The moderators feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const moderatorsAdminRoutes = [
  { name: 'adminModerators', path: '/admin/moderators', area: 'admin' },
  // Not in the spec's table: one moderator's page (remove), in no menu.
  { name: 'adminModerator', path: '/admin/moderators/:moderatorId', area: 'admin' },
  { name: 'adminModeratorActivities', path: '/admin/moderator-activities', area: 'admin' },
] as const satisfies readonly RouteRow[];
