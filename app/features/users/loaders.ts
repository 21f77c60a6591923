import type { FeatureLoaders } from '#app/chunks';
import { adminResource } from '#app/features/admin/adminResource.ts';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const usersLoaders: FeatureLoaders = {
  adminUsers: adminResource('AdminUsersContainer'),
  adminFreeUsers: adminResource('AdminFreeUsersContainer'),
  adminPastorSignups: adminResource('AdminPastorSignupsContainer'),
  adminUserCreate: adminResource('AdminUserCreateContainer'),
  adminUser: adminResource('AdminUserContainer'),
  adminAccounts: adminResource('AdminAccountsContainer'),
  adminAccountCreate: adminResource('AdminAccountCreateContainer'),
  adminAccount: adminResource('AdminAccountContainer'),
};
