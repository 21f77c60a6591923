import { adminList, type RouteRow } from '#app/routeRow.ts';

/**
 * The store feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const storeAdminRoutes = [
  // The store's resources; not in the spec: the create pages, and the offers and coupons
  // (decision 050).
  ...adminList(
    ['adminStoreProducts', 'adminStoreProductCreate', 'adminStoreProduct'],
    'store/products',
    ':id',
    '',
  ),
  ...adminList(
    ['adminStoreCategories', 'adminStoreCategoryCreate', 'adminStoreCategory'],
    'store/categories',
    ':id',
    '',
  ),
  ...adminList(
    ['adminStoreOffers', 'adminStoreOfferCreate', 'adminStoreOffer'],
    'store/offers',
    ':id',
    '',
  ),
  // Not in the spec: fulfilling the store's orders of physical products (decision 056). The
  // views of the list, then one order's page (hidden from menus).
  { name: 'adminStoreOrders', path: '/admin/store/orders', area: 'admin' },
  { name: 'adminStoreOrdersShipped', path: '/admin/store/orders/shipped', area: 'admin' },
  { name: 'adminStoreOrdersDelivered', path: '/admin/store/orders/delivered', area: 'admin' },
  { name: 'adminStoreOrdersAll', path: '/admin/store/orders/all', area: 'admin' },
  { name: 'adminStoreOrder', path: '/admin/store/orders/:orderId', area: 'admin' },
  ...adminList(
    ['adminStoreCoupons', 'adminStoreCouponCreate', 'adminStoreCoupon'],
    'store/coupons',
    ':id',
    '',
  ),
] as const satisfies readonly RouteRow[];
