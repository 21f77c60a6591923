import { type RouteRow } from '#app/routeRow.ts';

/** The system pages: not found, server error, coming soon: the feature's routes, one row each (decision 060). */
export const systemRoutes = [
  // System pages.
  { name: 'systemNotFound', path: '/users/system/404', area: 'system' },
  { name: 'systemError', path: '/users/system/500', area: 'system' },
  { name: 'comingSoon', path: '/users/system/coming', area: 'system' },
  // Fallback inside the shell (payment-blocked pages land here).
  { name: 'notFound', path: '/404', area: 'main', needsPayment: false },
] as const satisfies readonly RouteRow[];
