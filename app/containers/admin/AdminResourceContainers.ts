// The admin resources' screens, one chunk: the router imports them through one `import()`,
// which keeps the entry (which holds every route's loader) small.
export {
  AdminFreeUsersContainer,
  AdminPastorSignupsContainer,
  AdminUsersContainer,
} from './AdminUsersContainer';
export { AdminAccountsContainer } from './AdminAccountsContainer';
export { AdminAccountContainer } from './AdminAccountContainer';
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
} from './AdminStoreContainers';
export {
  AdminCardOrderHistoryContainer,
  AdminCardOrderNewContainer,
  AdminCardOrdersContainer,
} from './AdminCardOrdersContainer';
export { AdminCardOrderContainer } from './AdminCardOrderContainer';
export {
  AdminStoreOrdersAllContainer,
  AdminStoreOrdersContainer,
  AdminStoreOrdersDeliveredContainer,
  AdminStoreOrdersShippedContainer,
} from './AdminStoreOrdersContainer';
export { AdminStoreOrderContainer } from './AdminStoreOrderContainer';
