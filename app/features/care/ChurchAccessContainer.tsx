import { ChurchAccessScreen } from '#screens/care/ChurchAccessScreen';
import { useChurchAccessScreen } from './useChurchAccessScreen';

export function ChurchAccessContainer() {
  return <ChurchAccessScreen {...useChurchAccessScreen()} />;
}
