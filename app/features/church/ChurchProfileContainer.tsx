import { ChurchProfileScreen } from '#screens/church/ChurchProfileScreen';
import { useChurchProfileScreen } from './useChurchProfileScreen';

export function ChurchProfileContainer() {
  return <ChurchProfileScreen {...useChurchProfileScreen()} />;
}
