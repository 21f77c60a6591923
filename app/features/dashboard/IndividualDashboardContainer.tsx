import { BootcampCardContainer } from '#app/features/bootcamp/BootcampCardContainer';
import { DashboardPosts } from '#app/features/content/DashboardPosts';
import { IndividualDashboardScreen } from '#screens/dashboard/IndividualDashboardScreen';
import { useIndividualDashboardScreen } from './useIndividualDashboardScreen';

export function IndividualDashboardContainer() {
  return (
    <IndividualDashboardScreen
      {...useIndividualDashboardScreen()}
      news={<DashboardPosts />}
      featureCards={<BootcampCardContainer />}
    />
  );
}
