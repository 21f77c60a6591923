import type { FeatureLoaders } from '#app/chunks';
import { adminResource } from '#app/features/admin/adminResource.ts';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const storeLoaders: FeatureLoaders = {
  adminStoreOrders: adminResource('AdminStoreOrdersContainer'),
  adminStoreOrdersShipped: adminResource('AdminStoreOrdersShippedContainer'),
  adminStoreOrdersDelivered: adminResource('AdminStoreOrdersDeliveredContainer'),
  adminStoreOrdersAll: adminResource('AdminStoreOrdersAllContainer'),
  adminStoreOrder: adminResource('AdminStoreOrderContainer'),
  adminStoreProducts: adminResource('AdminStoreProductsContainer'),
  adminStoreProductCreate: adminResource('AdminStoreProductCreateContainer'),
  adminStoreProduct: adminResource('AdminStoreProductContainer'),
  adminStoreCategories: adminResource('AdminStoreCategoriesContainer'),
  adminStoreCategoryCreate: adminResource('AdminStoreCategoryCreateContainer'),
  adminStoreCategory: adminResource('AdminStoreCategoryContainer'),
  adminStoreOffers: adminResource('AdminStoreOffersContainer'),
  adminStoreOfferCreate: adminResource('AdminStoreOfferCreateContainer'),
  adminStoreOffer: adminResource('AdminStoreOfferContainer'),
  adminStoreCoupons: adminResource('AdminStoreCouponsContainer'),
  adminStoreCouponCreate: adminResource('AdminStoreCouponCreateContainer'),
  adminStoreCoupon: adminResource('AdminStoreCouponContainer'),
  orderProducts: () => import('./StoreContainers').then((module) => module.OrderProductsContainer),
  orderProductsCategory: () =>
    import('./StoreContainers').then((module) => module.StoreCategoryContainer),
  specialOffers: () => import('./StoreContainers').then((module) => module.SpecialOffersContainer),
  orderProductCheckout: () =>
    import('./StoreCheckoutContainer').then((module) => module.StoreCheckoutContainer),
};
