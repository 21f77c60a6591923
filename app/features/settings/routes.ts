import { type RouteRow } from '#app/routeRow.ts';

/** Settings (admin): the feature's routes, one row each (decision 060). */
export const settingsRoutes = [
  { name: 'adminSettings', path: '/admin/settings', area: 'admin' },
] as const satisfies readonly RouteRow[];
