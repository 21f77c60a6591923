import { CareCrisisLine } from '#app/features/care/CareCrisisLine';
import { DashboardPosts } from '#app/features/content/DashboardPosts';
import { CareDashboardScreen } from '#screens/dashboard/CareDashboardScreen';
import { useCareDashboardScreen } from './useCareDashboardScreen';

export function CareDashboardContainer() {
  return (
    <CareDashboardScreen
      {...useCareDashboardScreen()}
      news={<DashboardPosts />}
      crisisLine={<CareCrisisLine />}
    />
  );
}
