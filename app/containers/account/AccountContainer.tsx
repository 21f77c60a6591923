import { AccountScreen } from '../../../screens/account/AccountScreen';
import { useAccountScreen } from './useAccountScreen';

export function AccountContainer() {
  return <AccountScreen {...useAccountScreen()} />;
}
