import { AdminDashboardScreen } from '#screens/dashboard/AdminDashboardScreen';
import { useAdminDashboardScreen } from './useAdminDashboardScreen';

export function AdminDashboardContainer() {
  return <AdminDashboardScreen {...useAdminDashboardScreen()} />;
}
