import { type RouteRow } from '#app/routeRow.ts';

/** The church profile: the feature's routes, one row each (decision 060). */
export const churchRoutes = [
  { name: 'churchProfile', path: '/churchProfile', area: 'main' },
  { name: 'editProfile', path: '/editProfile', area: 'main' },
] as const satisfies readonly RouteRow[];
