import { type RouteRow } from '#app/routeRow.ts';

/** Invitation card orders: the feature's routes, one row each (decision 060). */
export const cardOrdersRoutes = [
  // Ordering.
  { name: 'individualOrderCards', path: '/individual/orderCards', area: 'main' },
  { name: 'orderCards', path: '/orderCards', area: 'main' },
  // Reached from an order in the card order history (Re-order) only; never in a menu.
  { name: 'reOrderCards', path: '/reOrderCards', area: 'main' },
  { name: 'adminCardOrderNew', path: '/admin/cardOrder/new', area: 'admin' },
  { name: 'adminCardOrders', path: '/admin/cardOrder', area: 'admin' },
  { name: 'adminCardOrderHistory', path: '/admin/cardOrder/history', area: 'admin' },
  // Not in the spec: one order's page, opened from the three lists (hidden from menus).
  { name: 'adminCardOrder', path: '/admin/cardOrder/:orderId', area: 'admin' },
] as const satisfies readonly RouteRow[];
