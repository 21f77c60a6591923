import { type RouteRow } from '#app/routeRow.ts';

/** Campuses and their locations: the feature's routes, one row each (decision 060). */
export const campusesRoutes = [
  // Church.
  { name: 'campuses', path: '/campuses', area: 'main' },
] as const satisfies readonly RouteRow[];
