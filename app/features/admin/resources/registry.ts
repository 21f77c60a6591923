import {
  accountsResource,
  activityResource,
  locationsResource,
  playerCategoriesResource,
  storeCategoriesResource,
  storeProductsResource,
  testimonialsResource,
  usersResource,
  videosResource,
  type ResourceDefinition,
} from '#contract/resources';

/** The admin resources by name, for references between them (a user's account, a QR code's video and campus). */
export const resourcesByName: Readonly<Record<string, ResourceDefinition>> = {
  [accountsResource.name]: accountsResource,
  [usersResource.name]: usersResource,
  [activityResource.name]: activityResource,
  [locationsResource.name]: locationsResource,
  [videosResource.name]: videosResource,
  [storeCategoriesResource.name]: storeCategoriesResource,
  [storeProductsResource.name]: storeProductsResource,
  [testimonialsResource.name]: testimonialsResource,
  [playerCategoriesResource.name]: playerCategoriesResource,
};
