import { PastorDashboardScreen } from '../../../screens/dashboard/PastorDashboardScreen';
import { usePastorDashboardScreen } from './usePastorDashboardScreen';

export function PastorDashboardContainer() {
  return <PastorDashboardScreen {...usePastorDashboardScreen()} />;
}
