import { ChurchAccessScreen } from '#screens/care/ChurchAccessScreen';
import { CareCrisisLine } from './CareCrisisLine';
import { useChurchAccessScreen } from './useChurchAccessScreen';

export function ChurchAccessContainer() {
  return <ChurchAccessScreen {...useChurchAccessScreen()} crisisLine={<CareCrisisLine />} />;
}
