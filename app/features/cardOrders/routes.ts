import { type RouteRow } from '#app/routeRow.ts';

/** Invitation card orders: the feature's routes, one row each (decision 060). */
export const cardOrdersRoutes = [
  // Ordering.
  { name: 'individualOrderCards', path: '/individual/orderCards', area: 'main' },
  { name: 'orderCards', path: '/orderCards', area: 'main' },
  // Reached from an order in the card order history (Re-order) only; never in a menu.
  { name: 'reOrderCards', path: '/reOrderCards', area: 'main' },
] as const satisfies readonly RouteRow[];
