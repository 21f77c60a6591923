import { CareDashboardScreen } from '#screens/dashboard/CareDashboardScreen';
import { useCareDashboardScreen } from './useCareDashboardScreen';

export function CareDashboardContainer() {
  return <CareDashboardScreen {...useCareDashboardScreen()} />;
}
