import { AdminSettingsScreen } from '../../../screens/admin/AdminSettingsScreen';
import { useAdminSettingsScreen } from './useAdminSettingsScreen';

export function AdminSettingsContainer() {
  return <AdminSettingsScreen {...useAdminSettingsScreen()} />;
}
