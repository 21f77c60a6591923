import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import { useConnectRequestScreen } from './useConnectRequestScreen';

export function ConnectRequestContainer() {
  return <ResourceListScreen {...useConnectRequestScreen()} />;
}
