import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  pastorActionStepIds,
  type PastorActionStepId,
  type PastorDashboardScreenProps,
} from '../../../screens/dashboard/PastorDashboardScreen';
import type { ScreenStatus } from '../../../screens/shared/messages';
import { api } from '../../api';
import type { RouteName } from '../../routes';
import { session } from '../../session/store';
import { isEmpty } from '../../session/user';
import { reportFailure } from '../shared/apiErrors';
import { useProfileReady } from '../shared/useProfileReady';
import { useRouteHref } from '../shared/useRouteHref';
import { useSessionUser } from '../shared/useSessionUser';
import { useVisibleRoutes } from '../shared/useVisibleRoutes';
import { careLinksFor, firstLink, linkIfVisible, membershipSummaryOf } from './links';

/** Where each step of 'Track your progress' is done. */
const stepRoutes: Partial<Record<PastorActionStepId, RouteName>> = {
  'complete-church-profile': 'editProfile',
  'add-church-location': 'campuses',
  'record-welcome-video': 'welcomeVideo',
  'order-invitation-cards': 'orderCards',
  'invite-moderator': 'inviteModerator',
  'invite-stories': 'setupShareStory',
};

type Steps = { status: ScreenStatus; completed: readonly string[] };

/**
 * The church partner's dashboard (pastors, free partners, website and discipleship users): the
 * profile from the session, the completed steps of 'Track your progress' from POST /lookup_user,
 * and ticking a step through POST /update_action_step.
 */
export function usePastorDashboardScreen(): PastorDashboardScreenProps {
  const user = useSessionUser();
  const { config, instructionVideos } = useSnapshot(session);
  const href = useRouteHref();
  const visible = useVisibleRoutes(user);
  const profile = useProfileReady(user);
  const [steps, setSteps] = useState<Steps>({ status: 'loading', completed: [] });

  // Each retry is a new attempt; the answer of a left screen is dropped.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    api.user.lookup().then(
      (answer) => {
        if (!cancelled) setSteps({ status: 'ready', completed: answer.completed_action_steps });
      },
      (error: unknown) => {
        reportFailure('Loading the completed steps', error);
        if (!cancelled) setSteps((current) => ({ ...current, status: 'error' }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const loadSteps = () => {
    setSteps((current) => ({ ...current, status: 'loading' }));
    setAttempt((count) => count + 1);
  };

  const onActionStep = useCallback(async (step: PastorActionStepId, done: boolean) => {
    // A failure rejects: the screen puts the box back and says so.
    const answer = await api.user.updateActionStep({ step, completed: done });
    setSteps({ status: 'ready', completed: answer.completed_action_steps });
  }, []);

  const status: ScreenStatus =
    profile.status === 'error' || steps.status === 'error'
      ? 'error'
      : profile.status === 'ready' && steps.status === 'ready'
        ? 'ready'
        : 'loading';
  const onRetry = () => {
    if (profile.status === 'error') profile.retry();
    if (steps.status === 'error') loadSteps();
  };

  const link = (name: RouteName) => linkIfVisible(visible, href, name);
  const completed = new Set(steps.completed);
  return {
    status,
    onRetry,
    firstName: user?.firstname ?? '',
    churchName: user?.churchName ?? null,
    partnership: user?.roles.includes('free_evangelism') ? 'free' : 'member',
    membership: user ? membershipSummaryOf(user) : { state: 'none' },
    membershipLinks: { payHref: href('paymentInfo'), planHref: href('plan') },
    upgradeHref: href('upgradeInformation'),
    needToPay: user?.needToPay ?? false,
    restricted: user?.restricted ?? false,
    // The dashboard video of the admin settings first: that is the one admins edit for this place.
    instructionVideoUrl: firstLink(
      config.pastor_dashboard_video,
      instructionVideos['pastor-dashboard'],
      config.pastor_instruction_video,
    ),
    quickLinks: {
      orderCards: link('orderCards'),
      welcomeVideo: link('welcomeVideo'),
      campuses: link('campuses'),
      messages: link('inbox'),
      videoReview: link('videoReview'),
      connections: link('connectRequest'),
      bootcamp: link('evangelismBootcamp'),
    },
    hasLocation: user ? !isEmpty(user.location) : true,
    counts: {
      unreadMessages: 0,
      waitingVideos: user?.waitingVideos ?? 0,
      newConnections: user?.newConnections ?? 0,
    },
    actionSteps: pastorActionStepIds.map((id) => {
      const route = stepRoutes[id];
      return { id, done: completed.has(id), href: route ? link(route) : undefined };
    }),
    onActionStep,
    careLinks: careLinksFor(visible, href),
  };
}
