import { ChurchModeratorsScreen } from '#screens/moderators/ChurchModeratorsScreen';
import { useChurchModeratorsScreen } from './useChurchModeratorsScreen';

export function ChurchModeratorsContainer() {
  return <ChurchModeratorsScreen {...useChurchModeratorsScreen()} />;
}
