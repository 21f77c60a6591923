import { type RouteRow } from '#app/routeRow.ts';

/** The store and its fulfilment: the feature's routes, one row each (decision 060). */
export const storeRoutes = [
  { name: 'orderProducts', path: '/orderProducts', area: 'main' },
  { name: 'orderProductsCategory', path: '/orderProducts/:categoryId', area: 'main' },
  { name: 'orderProductCheckout', path: '/orderProducts/:id/checkout', area: 'main' },
  { name: 'specialOffers', path: '/specialOffers', area: 'main' },
] as const satisfies readonly RouteRow[];
