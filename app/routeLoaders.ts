import type { ScreenLoader } from './chunks';
import type { RouteName } from './routes';
import type * as AdminResourceContainers from './containers/admin/AdminResourceContainers';
import { billingRoutes, type BillingRoute } from './containers/billing/billingRoutes.ts';

// Screens that later issues deliver open the system 'coming soon' page until then.
const comingSoon: ScreenLoader = () =>
  import('./containers/system/ComingSoonContainer').then((module) => module.ComingSoonContainer);

const notFound: ScreenLoader = () =>
  import('./containers/system/NotFoundContainer').then((module) => module.NotFoundContainer);

/** One screen of the admin resources (one chunk for them all, one `import()` in the entry). */
const adminResource =
  (name: keyof typeof AdminResourceContainers): ScreenLoader =>
  () =>
    import('./containers/admin/AdminResourceContainers').then((module) => module[name]);

/**
 * The payment pages: one chunk for them all, keyed by route name. The entry, which the sign-in
 * page loads within a spent budget, holds only their names, which the route table holds anyway
 * (decision 046).
 */
const billingLoaders = Object.fromEntries(
  billingRoutes.map((name) => [
    name,
    () =>
      import('./containers/billing/BillingContainers').then(
        (module) => module.billingScreens[name],
      ),
  ]),
) as Record<BillingRoute, ScreenLoader>;

/**
 * The screen of every route that has one: its container, loaded on demand so each route is
 * its own chunk. Only the router imports this map (the route table stays pure data, and no
 * container's imports can lead back to it). A route missing here opens coming soon.
 */
export const routeLoaders: Partial<Record<RouteName, ScreenLoader>> = {
  signIn: () =>
    import('./containers/auth/SignInContainer').then((module) => module.SignInContainer),
  forgotPassword: () =>
    import('./containers/auth/ForgotPasswordContainer').then(
      (module) => module.ForgotPasswordContainer,
    ),
  resetPassword: () =>
    import('./containers/auth/ResetPasswordContainer').then(
      (module) => module.ResetPasswordContainer,
    ),
  systemNotFound: notFound,
  notFound,
  systemError: () =>
    import('./containers/system/ServerErrorContainer').then(
      (module) => module.ServerErrorContainer,
    ),
  dashboard: () =>
    import('./containers/dashboard/PastorDashboardContainer').then(
      (module) => module.PastorDashboardContainer,
    ),
  careDashboard: () =>
    import('./containers/dashboard/CareDashboardContainer').then(
      (module) => module.CareDashboardContainer,
    ),
  individualDashboard: () =>
    import('./containers/dashboard/IndividualDashboardContainer').then(
      (module) => module.IndividualDashboardContainer,
    ),
  adminDashboard: () =>
    import('./containers/dashboard/AdminDashboardContainer').then(
      (module) => module.AdminDashboardContainer,
    ),
  donate: () =>
    import('./containers/giving/DonateContainer').then((module) => module.DonateContainer),
  donation: () =>
    import('./containers/giving/DonationContainer').then((module) => module.DonationContainer),
  account: () =>
    import('./containers/account/AccountContainer').then((module) => module.AccountContainer),
  ...billingLoaders,
  updateInfo: () =>
    import('./containers/account/UpdateUserInfoContainer').then(
      (module) => module.UpdateUserInfoContainer,
    ),
  churchAccess: () =>
    import('./containers/care/ChurchAccessContainer').then(
      (module) => module.ChurchAccessContainer,
    ),
  inbox: () =>
    import('./containers/messages/InboxContainer').then((module) => module.InboxContainer),
  message: () =>
    import('./containers/messages/MessageContainer').then((module) => module.MessageContainer),
  connectToChurch: () =>
    import('./containers/connections/ConnectToChurchContainer').then(
      (module) => module.ConnectToChurchContainer,
    ),
  connectRequest: () =>
    import('./containers/connections/ConnectRequestContainer').then(
      (module) => module.ConnectRequestContainer,
    ),
  churchProfile: () =>
    import('./containers/church/ChurchProfileContainer').then(
      (module) => module.ChurchProfileContainer,
    ),
  editProfile: () =>
    import('./containers/church/EditProfileContainer').then(
      (module) => module.EditProfileContainer,
    ),
  welcomeVideo: () =>
    import('./containers/videos/MakeVideoContainers').then(
      (module) => module.WelcomeVideoContainer,
    ),
  profileVideo: () =>
    import('./containers/videos/MakeVideoContainers').then(
      (module) => module.ProfileVideoContainer,
    ),
  shareYourStory: () =>
    import('./containers/videos/MakeVideoContainers').then(
      (module) => module.ShareYourStoryContainer,
    ),
  capture: () =>
    import('./containers/videos/CaptureContainer').then((module) => module.CaptureContainer),
  setupShareStory: () =>
    import('./containers/videos/SetupShareStoryContainer').then(
      (module) => module.SetupShareStoryContainer,
    ),
  adminVideoUpload: () =>
    import('./containers/videos/AdminVideoUploadContainer').then(
      (module) => module.AdminVideoUploadContainer,
    ),
  campuses: () =>
    import('./containers/church/CampusesContainer').then((module) => module.CampusesContainer),
  testimonials: () =>
    import('./containers/church/TestimonialsContainer').then(
      (module) => module.TestimonialsContainer,
    ),
  getResults: () =>
    import('./containers/results/CardResultsContainer').then(
      (module) => module.CardResultsContainer,
    ),
  inviteModerator: () =>
    import('./containers/moderators/InviteModeratorContainer').then(
      (module) => module.InviteModeratorContainer,
    ),
  churchModerators: () =>
    import('./containers/moderators/ChurchModeratorsContainer').then(
      (module) => module.ChurchModeratorsContainer,
    ),
  becomeModerator: () =>
    import('./containers/moderators/BecomeModeratorContainer').then(
      (module) => module.BecomeModeratorContainer,
    ),
  videoReview: () =>
    import('./containers/videos/VideoReviewContainer').then(
      (module) => module.VideoReviewContainer,
    ),
  adminVideoReview: () =>
    import('./containers/videos/VideoReviewContainer').then(
      (module) => module.AdminVideoReviewContainer,
    ),
  jesusStories: () =>
    import('./containers/videos/JesusStoriesContainer').then(
      (module) => module.JesusStoriesContainer,
    ),
  adminUsers: adminResource('AdminUsersContainer'),
  adminFreeUsers: adminResource('AdminFreeUsersContainer'),
  adminPastorSignups: adminResource('AdminPastorSignupsContainer'),
  adminUserCreate: adminResource('AdminUserCreateContainer'),
  adminUser: adminResource('AdminUserContainer'),
  adminAccounts: adminResource('AdminAccountsContainer'),
  adminAccountCreate: adminResource('AdminAccountCreateContainer'),
  adminAccount: adminResource('AdminAccountContainer'),
  adminLocations: adminResource('AdminLocationsContainer'),
  adminLocationCreate: adminResource('AdminLocationCreateContainer'),
  adminLocation: adminResource('AdminLocationContainer'),
  adminQrCodes: adminResource('AdminQrCodesContainer'),
  adminQrCodeCreate: adminResource('AdminQrCodeCreateContainer'),
  adminQrCode: adminResource('AdminQrCodeContainer'),
  adminModerators: adminResource('AdminModeratorsContainer'),
  adminModerator: adminResource('AdminModeratorContainer'),
  adminModeratorActivities: adminResource('AdminModeratorActivitiesContainer'),
  adminVideos: adminResource('AdminVideosContainer'),
  adminShareStory: adminResource('AdminSharedStoriesContainer'),
  adminGifts: adminResource('AdminGiftsContainer'),
  adminCardOrderNew: adminResource('AdminCardOrderNewContainer'),
  adminCardOrders: adminResource('AdminCardOrdersContainer'),
  adminCardOrderHistory: adminResource('AdminCardOrderHistoryContainer'),
  adminCardOrder: adminResource('AdminCardOrderContainer'),
  adminChurchTestimonials: adminResource('AdminTestimonialsContainer'),
  adminChurchTestimonial: adminResource('AdminTestimonialContainer'),
  orderCards: () =>
    import('./containers/cards/OrderCardsContainer').then((module) => module.OrderCardsContainer),
  individualOrderCards: () =>
    import('./containers/cards/OrderCardsContainer').then((module) => module.OrderCardsContainer),
  reOrderCards: () =>
    import('./containers/cards/OrderCardsContainer').then((module) => module.ReOrderCardsContainer),
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
  orderProducts: () =>
    import('./containers/store/StoreContainers').then((module) => module.OrderProductsContainer),
  orderProductsCategory: () =>
    import('./containers/store/StoreContainers').then((module) => module.StoreCategoryContainer),
  specialOffers: () =>
    import('./containers/store/StoreContainers').then((module) => module.SpecialOffersContainer),
  orderProductCheckout: () =>
    import('./containers/store/StoreCheckoutContainer').then(
      (module) => module.StoreCheckoutContainer,
    ),
  adminSettings: () =>
    import('./containers/admin/AdminSettingsContainer').then(
      (module) => module.AdminSettingsContainer,
    ),
};

/** The screen of a route: its own, or coming soon. */
export function loaderFor(name: RouteName): ScreenLoader {
  return routeLoaders[name] ?? comingSoon;
}
