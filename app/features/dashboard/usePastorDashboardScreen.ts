import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { endpoints, type LookupUserResponse, type UpdateActionStepRequest } from '#contract';
import { useT } from '#ds/i18n';
import {
  pastorActionStepIds,
  type PastorActionStepId,
  type PastorDashboardScreenProps,
} from '#screens/dashboard/PastorDashboardScreen';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { endpointKey } from '#app/query/keys';
import { optimisticUpdate } from '#app/query/optimistic';
import type { RouteName } from '#app/routes';
import { session } from '#app/session/store';
import { isEmpty } from '#app/session/user';
import { screenStateOf } from '#app/shared/screenStatus';
import { useProfileReady } from '#app/shared/useProfileReady';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useSessionUser } from '#app/shared/useSessionUser';
import { useVisibleRoutes } from '#app/shared/useVisibleRoutes';
import { careLinksFor, firstLink, linkIfVisible, membershipSummaryOf } from './links';

/** Where each step of 'Track your progress' is done. */
const stepRoutes: Partial<Record<PastorActionStepId, RouteName>> = {
  'complete-church-profile': 'editProfile',
  'add-church-location': 'campuses',
  'record-welcome-video': 'welcomeVideo',
  'order-invitation-cards': 'orderCards',
  'see-first-scan': 'getResults',
  'invite-moderator': 'inviteModerator',
  'invite-stories': 'setupShareStory',
};

/** The user's record with a step ticked or unticked, as the server will have it. */
export function withActionStep(
  record: LookupUserResponse,
  { step, completed }: UpdateActionStepRequest,
): LookupUserResponse {
  const others = record.completed_action_steps.filter((id) => id !== step);
  return { ...record, completed_action_steps: completed ? [...others, step] : others };
}

const completedSteps = (record: LookupUserResponse) => record.completed_action_steps;

/**
 * The church partner's dashboard (pastors, free partners, website and discipleship users): the
 * profile from the session, the completed steps of 'Track your progress' from POST /lookup_user,
 * and ticking a step through POST /update_action_step.
 */
export function usePastorDashboardScreen(): PastorDashboardScreenProps {
  const user = useSessionUser();
  const t = useT();
  const { config, instructionVideos } = useSnapshot(session);
  const href = useRouteHref();
  const visible = useVisibleRoutes(user);
  const profile = useProfileReady(user);
  const steps = useQuery({ ...endpointQuery(endpoints.lookupUser), select: completedSteps });

  // Ticking a step shows at once; a refusal puts it back and the screen says so.
  const client = useQueryClient();
  const tick = useMutation({
    ...endpointMutation(endpoints.updateActionStep),
    ...optimisticUpdate(client, endpointKey(endpoints.lookupUser), withActionStep),
  });
  const onActionStep = (step: PastorActionStepId, done: boolean) =>
    tick.mutateAsync({ step, completed: done });

  const link = (name: RouteName) => linkIfVisible(visible, href, name);
  const completed = new Set(steps.data);
  return {
    ...screenStateOf([profile, steps]),
    firstName: user?.firstname ?? '',
    churchName: user?.churchName ?? null,
    partnership: user?.roles.includes('free_evangelism') ? 'free' : 'member',
    membership: user ? membershipSummaryOf(user, t) : { state: 'none' },
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
      unreadMessages: user?.unreadMessages ?? 0,
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
