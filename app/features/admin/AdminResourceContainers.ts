// The admin resources' screens, one chunk: the router imports them through one `import()`,
// which keeps the entry (which holds every route's loader) small.
export {
  AdminFreeUsersContainer,
  AdminPastorSignupsContainer,
  AdminUsersContainer,
} from '#app/features/users/AdminUsersContainer';
export { AdminAccountsContainer } from '#app/features/users/AdminAccountsContainer';
export { AdminAccountContainer } from '#app/features/users/AdminAccountContainer';
export {
  AdminAccountCreateContainer,
  AdminLocationContainer,
  AdminLocationCreateContainer,
  AdminModeratorContainer,
  AdminQrCodeContainer,
  AdminQrCodeCreateContainer,
  AdminTestimonialContainer,
  AdminUserContainer,
  AdminUserCreateContainer,
} from './AdminRecordContainers';
export {
  AdminGiftsContainer,
  AdminLocationsContainer,
  AdminModeratorActivitiesContainer,
  AdminModeratorsContainer,
  AdminQrCodesContainer,
  AdminSharedStoriesContainer,
  AdminTestimonialsContainer,
  AdminVideosContainer,
} from './AdminChurchResourceContainers';
export {
  AdminStoreCategoriesContainer,
  AdminStoreCategoryContainer,
  AdminStoreCategoryCreateContainer,
  AdminStoreCouponContainer,
  AdminStoreCouponCreateContainer,
  AdminStoreCouponsContainer,
  AdminStoreOfferContainer,
  AdminStoreOfferCreateContainer,
  AdminStoreOffersContainer,
  AdminStoreProductContainer,
  AdminStoreProductCreateContainer,
  AdminStoreProductsContainer,
} from '#app/features/store/AdminStoreContainers';
export {
  AdminCardOrderHistoryContainer,
  AdminCardOrderNewContainer,
  AdminCardOrdersContainer,
} from '#app/features/cardOrders/AdminCardOrdersContainer';
export { AdminCardOrderContainer } from '#app/features/cardOrders/AdminCardOrderContainer';
export {
  AdminStoreOrdersAllContainer,
  AdminStoreOrdersContainer,
  AdminStoreOrdersDeliveredContainer,
  AdminStoreOrdersShippedContainer,
} from '#app/features/store/AdminStoreOrdersContainer';
export { AdminStoreOrderContainer } from '#app/features/store/AdminStoreOrderContainer';
