import { AdminSettingsScreen } from '#screens/settings/AdminSettingsScreen';
import { useAdminSettingsScreen } from './useAdminSettingsScreen';

export function AdminSettingsContainer() {
  return <AdminSettingsScreen {...useAdminSettingsScreen()} />;
}
