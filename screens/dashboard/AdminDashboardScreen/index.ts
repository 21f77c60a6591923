export { AdminDashboardScreen, adminAreaIds } from './AdminDashboardScreen';
export type {
  AdminActivity,
  AdminActivityKind,
  AdminAreaId,
  AdminCardOrders,
  AdminDashboardLinks,
  AdminDashboardScreenProps,
} from './AdminDashboardScreen';
