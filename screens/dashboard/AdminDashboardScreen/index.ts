export { AdminDashboardScreen, adminAreaIds } from './AdminDashboardScreen';
export type {
  AdminActivity,
  AdminActivityAction,
  AdminAreaId,
  AdminCardOrders,
  AdminDashboardLinks,
  AdminDashboardScreenProps,
} from './AdminDashboardScreen';
