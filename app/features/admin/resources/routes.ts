import type { ResourceRoutes, ResourceView } from './useResourceListScreen';

/** Where the accounts' pages are (app/routes.ts). */
export const accountRoutes: ResourceRoutes = {
  list: 'adminAccounts',
  create: 'adminAccountCreate',
  record: { name: 'adminAccount', param: 'accountId' },
};

/** Where the users' pages are (app/routes.ts, docs/decisions/019-admin-user-routes.md). */
export const userRoutes: ResourceRoutes = {
  list: 'adminUsers',
  create: 'adminUserCreate',
  record: { name: 'adminUser', param: 'userId' },
};

/** Where every church's campuses are (the spec's admin location). */
export const locationRoutes: ResourceRoutes = {
  list: 'adminLocations',
  create: 'adminLocationCreate',
  record: { name: 'adminLocation', param: 'locationId' },
};

/** Where the short codes printed on cards are (the spec's admin QR code). */
export const qrCodeRoutes: ResourceRoutes = {
  list: 'adminQrCodes',
  create: 'adminQrCodeCreate',
  record: { name: 'adminQrCode', param: 'codeId' },
};

export const moderatorRoutes: ResourceRoutes = {
  list: 'adminModerators',
  record: { name: 'adminModerator', param: 'moderatorId' },
};

/** The activity log has no record pages: no column links, so `record` is never followed. */
export const moderatorActivityRoutes: ResourceRoutes = {
  list: 'adminModeratorActivities',
  record: { name: 'adminModeratorActivities', param: 'id' },
};

/** Moderator activities: the activity log of the churches' approved moderators. */
export const moderatorActivityView: ResourceView = {
  route: 'adminModeratorActivities',
  labelKey: 'resources.activity.views.moderators',
  descriptionKey: 'resources.activity.views.moderatorsDescription',
  fixed: { actors: 'moderators' },
};

/** The admin's three user lists: views of one list, filtered by role. */
export const userViews: readonly ResourceView[] = [
  { route: 'adminUsers', labelKey: 'resources.users.views.all' },
  {
    route: 'adminFreeUsers',
    labelKey: 'resources.users.views.free',
    fixed: { role: 'free_evangelism' },
  },
  {
    route: 'adminPastorSignups',
    labelKey: 'resources.users.views.pastor',
    fixed: { role: 'evangelism' },
  },
];

/** Videos have no record pages (decisions are made on video review): no column links. */
export const videoRoutes: ResourceRoutes = {
  list: 'adminVideos',
  record: { name: 'adminVideos', param: 'id' },
};

export const sharedStoryRoutes: ResourceRoutes = {
  list: 'adminShareStory',
  record: { name: 'adminShareStory', param: 'id' },
};

/** Every church's testimonials, each with its consent record on its page (decision 054). */
export const testimonialRoutes: ResourceRoutes = {
  list: 'adminChurchTestimonials',
  record: { name: 'adminChurchTestimonial', param: 'testimonialId' },
};

/** Gifts have no record pages (read only): no column links. */
export const giftRoutes: ResourceRoutes = {
  list: 'adminGifts',
  record: { name: 'adminGifts', param: 'id' },
};

/** The store's four admin lists, shown as views above each (decision 050). */
export const storeViews: readonly ResourceView[] = [
  { route: 'adminStoreProducts', labelKey: 'resources.store_products.view' },
  { route: 'adminStoreCategories', labelKey: 'resources.store_categories.view' },
  { route: 'adminStoreOffers', labelKey: 'resources.store_offers.view' },
  { route: 'adminStoreCoupons', labelKey: 'resources.store_coupons.view' },
];

export const storeProductRoutes: ResourceRoutes = {
  list: 'adminStoreProducts',
  create: 'adminStoreProductCreate',
  record: { name: 'adminStoreProduct', param: 'id' },
};

export const storeCategoryRoutes: ResourceRoutes = {
  list: 'adminStoreCategories',
  create: 'adminStoreCategoryCreate',
  record: { name: 'adminStoreCategory', param: 'id' },
};

export const storeOfferRoutes: ResourceRoutes = {
  list: 'adminStoreOffers',
  create: 'adminStoreOfferCreate',
  record: { name: 'adminStoreOffer', param: 'id' },
};

export const storeCouponRoutes: ResourceRoutes = {
  list: 'adminStoreCoupons',
  create: 'adminStoreCouponCreate',
  record: { name: 'adminStoreCoupon', param: 'id' },
};

/** The card orders' three lists and each order's page (the spec's admin cardOrder). */
export const cardOrderRoutes: ResourceRoutes = {
  list: 'adminCardOrders',
  record: { name: 'adminCardOrder', param: 'orderId' },
};

/** The card orders' lists: views of one list by the contract's `view` filter. */
export const cardOrderViews: readonly ResourceView[] = [
  {
    route: 'adminCardOrderNew',
    labelKey: 'resources.card_orders.views.new',
    descriptionKey: 'resources.card_orders.views.newDescription',
    fixed: { view: 'new' },
  },
  {
    route: 'adminCardOrders',
    labelKey: 'resources.card_orders.views.in_progress',
    descriptionKey: 'resources.card_orders.views.in_progressDescription',
    fixed: { view: 'in_progress' },
  },
  {
    route: 'adminCardOrderHistory',
    labelKey: 'resources.card_orders.views.history',
    descriptionKey: 'resources.card_orders.views.historyDescription',
    fixed: { view: 'history' },
  },
];

/** The store orders' lists and each order's page (decision 056). */
export const storeOrderRoutes: ResourceRoutes = {
  list: 'adminStoreOrders',
  record: { name: 'adminStoreOrder', param: 'orderId' },
};

/** The store orders' lists: views of one list by the contract's `view` filter. */
export const storeOrderViews: readonly ResourceView[] = [
  {
    route: 'adminStoreOrders',
    labelKey: 'resources.store_orders.views.to_ship',
    descriptionKey: 'resources.store_orders.views.to_shipDescription',
    fixed: { view: 'to_ship' },
  },
  {
    route: 'adminStoreOrdersShipped',
    labelKey: 'resources.store_orders.views.shipped',
    descriptionKey: 'resources.store_orders.views.shippedDescription',
    fixed: { view: 'shipped' },
  },
  {
    route: 'adminStoreOrdersDelivered',
    labelKey: 'resources.store_orders.views.delivered',
    descriptionKey: 'resources.store_orders.views.deliveredDescription',
    fixed: { view: 'delivered' },
  },
  {
    route: 'adminStoreOrdersAll',
    labelKey: 'resources.store_orders.views.all',
    descriptionKey: 'resources.store_orders.views.allDescription',
    fixed: { view: 'all' },
  },
];
