import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import { useInboxScreen } from './useInboxScreen';

export function InboxContainer() {
  return <ResourceListScreen {...useInboxScreen()} />;
}
