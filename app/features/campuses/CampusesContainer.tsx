import { CampusesScreen } from '#screens/campuses/CampusesScreen';
import { useCampusesScreen } from './useCampusesScreen';

export function CampusesContainer() {
  return <CampusesScreen {...useCampusesScreen()} />;
}
