import { useSnapshot } from 'valtio';
import type { CareDashboardScreenProps } from '#screens/dashboard/CareDashboardScreen';
import { session } from '#app/session/store';
import { screenStateOf } from '#app/shared/screenStatus';
import { useProfileReady } from '#app/shared/useProfileReady';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useSessionUser } from '#app/shared/useSessionUser';
import { firstLink } from './links';

/** The care team's dashboard: the profile and the care instruction video from the session. */
export function useCareDashboardScreen(): CareDashboardScreenProps {
  const user = useSessionUser();
  const { instructionVideos } = useSnapshot(session);
  const href = useRouteHref();
  const profile = useProfileReady(user);
  return {
    ...screenStateOf([profile]),
    firstName: user?.firstname ?? '',
    churchName: user?.churchName ?? null,
    instructionVideoUrl: firstLink(instructionVideos['care-dashboard']),
    links: {
      churchProfile: href('churchProfile'),
      churchAccess: href('churchAccess'),
      bulletinInserts: href('bulletinInsertsCare'),
      careVideoPlayer: href('careVideoPlayer'),
    },
    restricted: user?.restricted ?? false,
  };
}
