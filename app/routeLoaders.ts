import type { ScreenLoader } from './chunks';
import type { RouteName } from './routes';
import type * as AdminResourceContainers from './features/admin/AdminResourceContainers';
import { billingRoutes, type BillingRoute } from './features/billing/billingRoutes.ts';

// Screens that later issues deliver open the system 'coming soon' page until then.
const comingSoon: ScreenLoader = () =>
  import('./features/system/ComingSoonContainer').then((module) => module.ComingSoonContainer);

const notFound: ScreenLoader = () =>
  import('./features/system/NotFoundContainer').then((module) => module.NotFoundContainer);

/** One screen of the admin resources (one chunk for them all, one `import()` in the entry). */
const adminResource =
  (name: keyof typeof AdminResourceContainers): ScreenLoader =>
  () =>
    import('./features/admin/AdminResourceContainers').then((module) => module[name]);

/**
 * The payment pages: one chunk for them all, keyed by route name. The entry, which the sign-in
 * page loads within a spent budget, holds only their names, which the route table holds anyway
 * (decision 046).
 */
const billingLoaders = Object.fromEntries(
  billingRoutes.map((name) => [
    name,
    () =>
      import('./features/billing/BillingContainers').then((module) => module.billingScreens[name]),
  ]),
) as Record<BillingRoute, ScreenLoader>;

/**
 * The screen of every route that has one: its container, loaded on demand so each route is
 * its own chunk. Only the router imports this map (the route table stays pure data, and no
 * container's imports can lead back to it). A route missing here opens coming soon.
 */
export const routeLoaders: Partial<Record<RouteName, ScreenLoader>> = {
  signIn: () => import('./features/auth/SignInContainer').then((module) => module.SignInContainer),
  forgotPassword: () =>
    import('./features/auth/ForgotPasswordContainer').then(
      (module) => module.ForgotPasswordContainer,
    ),
  resetPassword: () =>
    import('./features/auth/ResetPasswordContainer').then(
      (module) => module.ResetPasswordContainer,
    ),
  systemNotFound: notFound,
  notFound,
  systemError: () =>
    import('./features/system/ServerErrorContainer').then((module) => module.ServerErrorContainer),
  dashboard: () =>
    import('./features/dashboard/PastorDashboardContainer').then(
      (module) => module.PastorDashboardContainer,
    ),
  careDashboard: () =>
    import('./features/dashboard/CareDashboardContainer').then(
      (module) => module.CareDashboardContainer,
    ),
  individualDashboard: () =>
    import('./features/dashboard/IndividualDashboardContainer').then(
      (module) => module.IndividualDashboardContainer,
    ),
  adminDashboard: () =>
    import('./features/dashboard/AdminDashboardContainer').then(
      (module) => module.AdminDashboardContainer,
    ),
  donate: () =>
    import('./features/giving/DonateContainer').then((module) => module.DonateContainer),
  donation: () =>
    import('./features/giving/DonationContainer').then((module) => module.DonationContainer),
  account: () =>
    import('./features/account/AccountContainer').then((module) => module.AccountContainer),
  ...billingLoaders,
  updateInfo: () =>
    import('./features/account/UpdateUserInfoContainer').then(
      (module) => module.UpdateUserInfoContainer,
    ),
  churchAccess: () =>
    import('./features/care/ChurchAccessContainer').then((module) => module.ChurchAccessContainer),
  inbox: () => import('./features/messages/InboxContainer').then((module) => module.InboxContainer),
  message: () =>
    import('./features/messages/MessageContainer').then((module) => module.MessageContainer),
  connectToChurch: () =>
    import('./features/connections/ConnectToChurchContainer').then(
      (module) => module.ConnectToChurchContainer,
    ),
  connectRequest: () =>
    import('./features/connections/ConnectRequestContainer').then(
      (module) => module.ConnectRequestContainer,
    ),
  churchProfile: () =>
    import('./features/church/ChurchProfileContainer').then(
      (module) => module.ChurchProfileContainer,
    ),
  editProfile: () =>
    import('./features/church/EditProfileContainer').then((module) => module.EditProfileContainer),
  welcomeVideo: () =>
    import('./features/videos/MakeVideoContainers').then((module) => module.WelcomeVideoContainer),
  profileVideo: () =>
    import('./features/videos/MakeVideoContainers').then((module) => module.ProfileVideoContainer),
  shareYourStory: () =>
    import('./features/videos/MakeVideoContainers').then(
      (module) => module.ShareYourStoryContainer,
    ),
  capture: () =>
    import('./features/videos/CaptureContainer').then((module) => module.CaptureContainer),
  setupShareStory: () =>
    import('./features/videos/SetupShareStoryContainer').then(
      (module) => module.SetupShareStoryContainer,
    ),
  adminVideoUpload: () =>
    import('./features/videos/AdminVideoUploadContainer').then(
      (module) => module.AdminVideoUploadContainer,
    ),
  campuses: () =>
    import('./features/campuses/CampusesContainer').then((module) => module.CampusesContainer),
  testimonials: () =>
    import('./features/testimonials/TestimonialsContainer').then(
      (module) => module.TestimonialsContainer,
    ),
  getResults: () =>
    import('./features/results/CardResultsContainer').then((module) => module.CardResultsContainer),
  inviteModerator: () =>
    import('./features/moderators/InviteModeratorContainer').then(
      (module) => module.InviteModeratorContainer,
    ),
  churchModerators: () =>
    import('./features/moderators/ChurchModeratorsContainer').then(
      (module) => module.ChurchModeratorsContainer,
    ),
  becomeModerator: () =>
    import('./features/moderators/BecomeModeratorContainer').then(
      (module) => module.BecomeModeratorContainer,
    ),
  videoReview: () =>
    import('./features/videos/VideoReviewContainer').then((module) => module.VideoReviewContainer),
  adminVideoReview: () =>
    import('./features/videos/VideoReviewContainer').then(
      (module) => module.AdminVideoReviewContainer,
    ),
  jesusStories: () =>
    import('./features/videos/JesusStoriesContainer').then(
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
    import('./features/cardOrders/OrderCardsContainer').then(
      (module) => module.OrderCardsContainer,
    ),
  individualOrderCards: () =>
    import('./features/cardOrders/OrderCardsContainer').then(
      (module) => module.OrderCardsContainer,
    ),
  reOrderCards: () =>
    import('./features/cardOrders/OrderCardsContainer').then(
      (module) => module.ReOrderCardsContainer,
    ),
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
    import('./features/store/StoreContainers').then((module) => module.OrderProductsContainer),
  orderProductsCategory: () =>
    import('./features/store/StoreContainers').then((module) => module.StoreCategoryContainer),
  specialOffers: () =>
    import('./features/store/StoreContainers').then((module) => module.SpecialOffersContainer),
  orderProductCheckout: () =>
    import('./features/store/StoreCheckoutContainer').then(
      (module) => module.StoreCheckoutContainer,
    ),
  adminSettings: () =>
    import('./features/settings/AdminSettingsContainer').then(
      (module) => module.AdminSettingsContainer,
    ),
};

/** The screen of a route: its own, or coming soon. */
export function loaderFor(name: RouteName): ScreenLoader {
  return routeLoaders[name] ?? comingSoon;
}
