import { CardOrderScreen } from '#screens/cardOrders/CardOrderScreen';
import { useAdminCardOrderScreen } from './useAdminCardOrderScreen';

/** One card order: details, proof, tracking, the moves its state allows and its history. */
export function AdminCardOrderContainer() {
  return <CardOrderScreen {...useAdminCardOrderScreen()} />;
}
