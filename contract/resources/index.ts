import { accountsResource } from '#contract/users/accountsResource.ts';
import { activityResource } from '#contract/users/activityResource.ts';
import { cardOrdersResource } from '#contract/cardOrders/cardOrdersResource.ts';
import { giftsResource } from '#contract/giving/giftsResource.ts';
import { locationsResource } from '#contract/campuses/locationsResource.ts';
import { moderatorsResource } from '#contract/moderators/moderatorsResource.ts';
import { qrCodesResource } from '#contract/shortCodes/qrCodesResource.ts';
import {
  storeCategoriesResource,
  storeCouponsResource,
  storeOffersResource,
  storeProductsResource,
} from '#contract/store/storeResources.ts';
import { storeOrdersResource } from '#contract/store/storeOrdersResource.ts';
import { contentResource } from '#contract/content/contentResource.ts';
import {
  playerCategoriesResource,
  playerTestimonialsResource,
} from '#contract/player/playerResources.ts';
import { aiGenerationsResource } from '#contract/ai/aiGenerationsResource.ts';
import { careResources } from '#contract/care/careResources.ts';
import { testimonialsResource } from '#contract/testimonials/testimonialsResource.ts';
import { supportRequestsResource } from '#contract/support/supportResource.ts';
import { usersResource } from '#contract/users/usersResource.ts';
import { sharedStoriesResource, videosResource } from '#contract/videos/videosResource.ts';

export * from '#contract/users/accountsResource.ts';
export * from '#contract/users/activityResource.ts';
export * from '#contract/cardOrders/cardOrdersResource.ts';
export * from './defineResource.ts';
export * from '#contract/giving/giftsResource.ts';
export * from '#contract/campuses/locationsResource.ts';
export * from '#contract/moderators/moderatorsResource.ts';
export * from '#contract/shortCodes/qrCodesResource.ts';
export * from '#contract/store/storeResources.ts';
export * from '#contract/store/storeOrdersResource.ts';
export * from '#contract/content/contentResource.ts';
export * from '#contract/player/playerResources.ts';
export * from '#contract/ai/aiGenerationsResource.ts';
export * from '#contract/care/careResources.ts';
export * from '#contract/testimonials/testimonialsResource.ts';
export * from '#contract/support/supportResource.ts';
export * from '#contract/users/usersResource.ts';
export * from '#contract/videos/videosResource.ts';

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
  content: contentResource,
  playerCategories: playerCategoriesResource,
  playerTestimonials: playerTestimonialsResource,
  aiGenerations: aiGenerationsResource,
  supportRequests: supportRequestsResource,
  ...careResources,
};
export type Resources = typeof resources;
