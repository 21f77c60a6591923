import { InviteModeratorScreen } from '#screens/moderators/InviteModeratorScreen';
import { useInviteModeratorScreen } from './useInviteModeratorScreen';

export function InviteModeratorContainer() {
  return <InviteModeratorScreen {...useInviteModeratorScreen()} />;
}
