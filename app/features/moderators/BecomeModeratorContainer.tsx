import { BecomeModeratorScreen } from '#screens/moderators/BecomeModeratorScreen';
import { useBecomeModeratorScreen } from './useBecomeModeratorScreen';

export function BecomeModeratorContainer() {
  return <BecomeModeratorScreen {...useBecomeModeratorScreen()} />;
}
