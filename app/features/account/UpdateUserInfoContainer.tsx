import { UpdateUserInfoScreen } from '#screens/account/UpdateUserInfoScreen';
import { useUpdateUserInfoScreen } from './useUpdateUserInfoScreen';

export function UpdateUserInfoContainer() {
  return <UpdateUserInfoScreen {...useUpdateUserInfoScreen()} />;
}
