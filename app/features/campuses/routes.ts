import { type RouteRow } from '#app/routeRow.ts';

/** Campuses and their locations: the feature's routes, one row each (decision 060). */
export const campusesRoutes = [
  // Church.
  { name: 'campuses', path: '/campuses', area: 'main' },
  { name: 'adminLocations', path: '/admin/location', area: 'admin' },
  // Not in the spec's table: the spec's 'add' and 'update a church location' pages, in no menu.
  { name: 'adminLocationCreate', path: '/admin/location/create', area: 'admin' },
  { name: 'adminLocation', path: '/admin/location/:locationId', area: 'admin' },
] as const satisfies readonly RouteRow[];
