import type { FeatureLoaders } from '#app/chunks';
import { adminResource } from '#app/features/admin/adminResource.ts';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const cardOrdersLoaders: FeatureLoaders = {
  adminCardOrderNew: adminResource('AdminCardOrderNewContainer'),
  adminCardOrders: adminResource('AdminCardOrdersContainer'),
  adminCardOrderHistory: adminResource('AdminCardOrderHistoryContainer'),
  adminCardOrder: adminResource('AdminCardOrderContainer'),
  orderCards: () => import('./OrderCardsContainer').then((module) => module.OrderCardsContainer),
  individualOrderCards: () =>
    import('./OrderCardsContainer').then((module) => module.OrderCardsContainer),
  reOrderCards: () =>
    import('./OrderCardsContainer').then((module) => module.ReOrderCardsContainer),
};
