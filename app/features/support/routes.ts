import { type RouteRow } from '#app/routeRow.ts';

/** Support: the feature's routes, one row each (decision 060). */
export const supportRoutes = [
  // 'Support center and support request' (spec section 2, screens named in the interface text).
  { name: 'supportRequest', path: '/support-request', area: 'main' },
] as const satisfies readonly RouteRow[];
