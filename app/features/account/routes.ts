import { type RouteRow } from '#app/routeRow.ts';

/** The user's own account: the feature's routes, one row each (decision 060). */
export const accountRoutes = [
  // Account.
  { name: 'account', path: '/account', area: 'main', needsPayment: false },
  { name: 'updateInfo', path: '/updateInfo', area: 'main' },
] as const satisfies readonly RouteRow[];
