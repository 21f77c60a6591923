/**
 * Presentational screens: props in, design-system parts out. They never fetch, never read the
 * session and never import the router; containers in app/ map the API and session to props.
 */

// Auth
export { SignInScreen } from './auth/SignInScreen';
export type {
  SignInError,
  SignInNotice,
  SignInScreenProps,
  SignInValues,
} from './auth/SignInScreen';
export { ForgotPasswordScreen } from './auth/ForgotPasswordScreen';
export type { ForgotPasswordScreenProps, ForgotPasswordValues } from './auth/ForgotPasswordScreen';
export { passwordStrength, ResetPasswordScreen } from './auth/ResetPasswordScreen';
export type {
  PasswordStrength,
  ResetPasswordError,
  ResetPasswordScreenProps,
  ResetPasswordStatus,
  ResetPasswordValues,
} from './auth/ResetPasswordScreen';

// System
export { NotFoundScreen } from './system/NotFoundScreen';
export type { NotFoundScreenProps } from './system/NotFoundScreen';
export { ServerErrorScreen } from './system/ServerErrorScreen';
export type { ServerErrorScreenProps } from './system/ServerErrorScreen';
export { ComingSoonScreen } from './system/ComingSoonScreen';
export type { ComingSoonScreenProps } from './system/ComingSoonScreen';
export { RouteLoadErrorScreen } from './system/RouteLoadErrorScreen';
export type { RouteLoadErrorScreenProps } from './system/RouteLoadErrorScreen';
export type { SystemLayout, SystemPageProps } from './system/SystemMessage';

// Dashboards
export { PastorDashboardScreen, pastorActionStepIds } from './dashboard/PastorDashboardScreen';
export type {
  PastorActionStepId,
  PastorDashboardCounts,
  PastorDashboardScreenProps,
  PastorQuickLinks,
} from './dashboard/PastorDashboardScreen';
export { CareDashboardScreen } from './dashboard/CareDashboardScreen';
export type { CareDashboardScreenProps, CareLinks } from './dashboard/CareDashboardScreen';
export { IndividualDashboardScreen } from './dashboard/IndividualDashboardScreen';
export type {
  IndividualDashboardLinks,
  IndividualDashboardScreenProps,
  IndividualStory,
} from './dashboard/IndividualDashboardScreen';
export { AdminDashboardScreen, adminAreaIds } from './dashboard/AdminDashboardScreen';
export type {
  AdminActivity,
  AdminActivityAction,
  AdminAreaId,
  AdminCardOrders,
  AdminDashboardLinks,
  AdminDashboardScreenProps,
} from './dashboard/AdminDashboardScreen';
export type { ActionStep } from './dashboard/parts/ActionSteps';
export type { MembershipLinks, MembershipSummary } from './dashboard/parts/MembershipCard';

// Admin
export { AdminSettingsScreen, adminSettingsSectionIds } from './settings/AdminSettingsScreen';
export type {
  AdminSettingsSaveError,
  AdminSettingsSaveScope,
  AdminSettingsScreenProps,
  AdminSettingsSectionId,
  AdminSettingsValues,
} from './settings/AdminSettingsScreen';

// Account
export { AccountScreen } from './account/AccountScreen';
export type {
  AccountChurch,
  AccountLinks,
  AccountScreenProps,
  AccountUser,
} from './account/AccountScreen';
export { UpdateUserInfoScreen } from './account/UpdateUserInfoScreen';
export type {
  EmailChangeError,
  EmailChangeStep,
  ProfileSaveError,
  UpdateUserInfoScreenProps,
  UpdateUserInfoValues,
} from './account/UpdateUserInfoScreen';

// Shared
export type { PublicPageProps } from './shared/PublicLayout';
export type { FieldErrors, RequestError, ScreenMessage, ScreenStatus } from './shared/messages';

// Videos
export { VideoReviewScreen } from './videos/VideoReviewScreen';
export type { VideoReviewScreenProps } from './videos/VideoReviewScreen';
export { JesusStoriesScreen } from './videos/JesusStoriesScreen';
export type { JesusStoriesScreenProps, JesusStory } from './videos/JesusStoriesScreen';
export type { ShownVideo } from './videos/types';
