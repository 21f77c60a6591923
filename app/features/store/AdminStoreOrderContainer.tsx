import { StoreOrderScreen } from '#screens/store/StoreOrderScreen';
import { useAdminStoreOrderScreen } from './useAdminStoreOrderScreen';

/** One store order: what was bought, where it ships, its delivery's moves and history. */
export function AdminStoreOrderContainer() {
  return <StoreOrderScreen {...useAdminStoreOrderScreen()} />;
}
