import { type RouteRow } from '#app/routeRow.ts';

/** Gifts: the feature's routes, one row each (decision 060). */
export const givingRoutes = [
  // Admins may not open the signed-in donate page (guard rule 5): theirs is the public one.
  { name: 'donation', path: '/donation', area: 'standalone' },
  // Giving: in every menu.
  { name: 'donate', path: '/donate', area: 'main', needsPayment: false },
] as const satisfies readonly RouteRow[];
