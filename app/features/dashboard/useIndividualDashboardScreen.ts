import { useSnapshot } from 'valtio';
import type { IndividualDashboardScreenProps } from '#screens/dashboard/IndividualDashboardScreen';
import { session } from '#app/session/store';
import { screenStateOf } from '#app/shared/screenStatus';
import { useProfileReady } from '#app/shared/useProfileReady';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useSessionUser } from '#app/shared/useSessionUser';
import { useVisibleRoutes } from '#app/shared/useVisibleRoutes';
import { firstLink, linkIfVisible } from './links';

/**
 * The individual's dashboard: the introduction video (the individual dashboard video of the admin
 * settings, else the instruction video for this dashboard, else the individual instruction
 * video), the user's story and its review status, and the actions their menu offers.
 */
export function useIndividualDashboardScreen(): IndividualDashboardScreenProps {
  const user = useSessionUser();
  const { config, instructionVideos } = useSnapshot(session);
  const href = useRouteHref();
  const visible = useVisibleRoutes(user);
  const profile = useProfileReady(user);
  const story = user?.story;
  return {
    ...screenStateOf([profile]),
    firstName: user?.firstname ?? '',
    introVideoUrl: firstLink(
      config.individual_dashboard_video,
      instructionVideos['individual-dashboard'],
      config.individual_instruction_video,
    ),
    story: story ? { status: story.status } : null,
    moderatorStatus: user?.moderator.status ?? 'none',
    waitingVideos: user?.waitingVideos ?? 0,
    links: {
      shareStory: href('shareYourStory'),
      connectToChurch: href('connectToChurch'),
      orderCards: linkIfVisible(visible, href, 'individualOrderCards'),
      becomeModerator: linkIfVisible(visible, href, 'becomeModerator'),
      videoReview: linkIfVisible(visible, href, 'videoReview'),
      bootcamp: linkIfVisible(visible, href, 'evangelismBootcamp'),
    },
    restricted: user?.restricted ?? false,
  };
}
