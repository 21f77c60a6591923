import { EditProfileScreen } from '#screens/church/EditProfileScreen';
import { useEditProfileScreen } from './useEditProfileScreen';

export function EditProfileContainer() {
  return <EditProfileScreen {...useEditProfileScreen()} />;
}
