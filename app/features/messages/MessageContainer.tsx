import { MessageScreen } from '#screens/messages/MessageScreen';
import { useMessageScreen } from './useMessageScreen';

export function MessageContainer() {
  return <MessageScreen {...useMessageScreen()} />;
}
