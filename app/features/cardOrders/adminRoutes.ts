import { type RouteRow } from '#app/routeRow.ts';

/**
 * The cardOrders feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const cardOrdersAdminRoutes = [
  { name: 'adminCardOrderNew', path: '/admin/cardOrder/new', area: 'admin' },
  { name: 'adminCardOrders', path: '/admin/cardOrder', area: 'admin' },
  { name: 'adminCardOrderHistory', path: '/admin/cardOrder/history', area: 'admin' },
  // Not in the spec: one order's page, opened from the three lists (hidden from menus).
  { name: 'adminCardOrder', path: '/admin/cardOrder/:orderId', area: 'admin' },
] as const satisfies readonly RouteRow[];
