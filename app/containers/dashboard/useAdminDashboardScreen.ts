import type { AdminDashboardScreenProps } from '../../../screens/dashboard/AdminDashboardScreen';
import { screenStateOf } from '../shared/screenStatus';
import { useProfileReady } from '../shared/useProfileReady';
import { useRouteHref } from '../shared/useRouteHref';
import { useSessionUser } from '../shared/useSessionUser';

/**
 * The admin dashboard: the review queue from the admin's profile (admins see the whole queue)
 * and the links to every admin area. The API of this release has no call for user counts, card
 * orders or recent activity, so those show as none until one exists.
 */
export function useAdminDashboardScreen(): AdminDashboardScreenProps {
  const user = useSessionUser();
  const href = useRouteHref();
  const profile = useProfileReady(user);
  return {
    ...screenStateOf([profile]),
    usersByRole: {},
    totalUsers: 0,
    waitingVideos: user?.waitingVideos ?? 0,
    cardOrders: { open: 0, thisMonth: 0 },
    recentActivity: [],
    links: {
      users: href('adminUsers'),
      accounts: href('adminAccounts'),
      moderators: href('adminModerators'),
      videos: href('adminVideos'),
      videoReview: href('adminVideoReview'),
      cardOrders: href('adminCardOrders'),
      pages: href('adminPages'),
      store: href('adminStoreProducts'),
      locations: href('adminLocations'),
      settings: href('adminSettings'),
    },
  };
}
