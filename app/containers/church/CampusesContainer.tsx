import { CampusesScreen } from '../../../screens/church/CampusesScreen';
import { useCampusesScreen } from './useCampusesScreen';

export function CampusesContainer() {
  return <CampusesScreen {...useCampusesScreen()} />;
}
