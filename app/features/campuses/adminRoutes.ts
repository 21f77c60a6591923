import { type RouteRow } from '#app/routeRow.ts';

/**
 * The campuses feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const campusesAdminRoutes = [
  { name: 'adminLocations', path: '/admin/location', area: 'admin' },
  // Not in the spec's table: the spec's 'add' and 'update a church location' pages, in no menu.
  { name: 'adminLocationCreate', path: '/admin/location/create', area: 'admin' },
  { name: 'adminLocation', path: '/admin/location/:locationId', area: 'admin' },
] as const satisfies readonly RouteRow[];
