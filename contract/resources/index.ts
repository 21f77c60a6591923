import { accountsResource } from './accounts.ts';
import { activityResource } from './activity.ts';
import { cardOrdersResource } from './cardOrders.ts';
import { giftsResource } from './gifts.ts';
import { locationsResource } from './locations.ts';
import { moderatorsResource } from './moderators.ts';
import { qrCodesResource } from './qrCodes.ts';
import {
  storeCategoriesResource,
  storeCouponsResource,
  storeOffersResource,
  storeProductsResource,
} from './store.ts';
import { storeOrdersResource } from './storeOrders.ts';
import { testimonialsResource } from './testimonials.ts';
import { usersResource } from './users.ts';
import { sharedStoriesResource, videosResource } from './videos.ts';

export * from './accounts.ts';
export * from './activity.ts';
export * from './cardOrders.ts';
export * from './defineResource.ts';
export * from './gifts.ts';
export * from './locations.ts';
export * from './moderators.ts';
export * from './qrCodes.ts';
export * from './store.ts';
export * from './storeOrders.ts';
export * from './testimonials.ts';
export * from './users.ts';
export * from './videos.ts';

/**
 * Every resource of the API. The endpoint table, the client's invalidations and the server's
 * routes all follow this list: a new resource is added here once.
 */
export const resources = {
  accounts: accountsResource,
  users: usersResource,
  activity: activityResource,
  locations: locationsResource,
  moderators: moderatorsResource,
  videos: videosResource,
  sharedStories: sharedStoriesResource,
  qrCodes: qrCodesResource,
  gifts: giftsResource,
  cardOrders: cardOrdersResource,
  storeCategories: storeCategoriesResource,
  storeProducts: storeProductsResource,
  storeOffers: storeOffersResource,
  storeCoupons: storeCouponsResource,
  storeOrders: storeOrdersResource,
  testimonials: testimonialsResource,
};
export type Resources = typeof resources;
