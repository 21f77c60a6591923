import { AdminSettingsScreen } from '#screens/settings/AdminSettingsScreen';
import { InstructionVideosContainer } from './InstructionVideosContainer';
import { useAdminSettingsScreen } from './useAdminSettingsScreen';

export function AdminSettingsContainer() {
  return (
    <AdminSettingsScreen {...useAdminSettingsScreen()}>
      <InstructionVideosContainer />
    </AdminSettingsScreen>
  );
}
