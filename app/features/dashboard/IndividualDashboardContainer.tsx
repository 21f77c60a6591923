import { IndividualDashboardScreen } from '#screens/dashboard/IndividualDashboardScreen';
import { useIndividualDashboardScreen } from './useIndividualDashboardScreen';

export function IndividualDashboardContainer() {
  return <IndividualDashboardScreen {...useIndividualDashboardScreen()} />;
}
