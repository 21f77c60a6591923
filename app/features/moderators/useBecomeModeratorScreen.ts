import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { calls } from '#contract/calls';
import type { BecomeModeratorScreenProps } from '#screens/moderators/BecomeModeratorScreen';
import type { ScreenMessage } from '#screens/shared/messages';
import { errorCode } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';

/** What a refused acceptance means to the person. */
export function acceptErrorOf(error: unknown): ScreenMessage {
  switch (errorCode(error)) {
    case 'invalid_token':
      return 'moderators.become.invalidLink';
    case 'forbidden':
      return 'moderators.become.otherAddress';
    case 'not_found':
      return 'moderators.become.noInvitation';
    default:
      return 'common.somethingWentWrong';
  }
}

/**
 * Become a moderator: the open invitation addressed to the signed-in person
 * (GET /moderator_invitation), accepted with the mailed link's token when the page was opened
 * from it (POST /accept_church_invite). The profile refreshes, so the menu shows Video review.
 */
export function useBecomeModeratorScreen(): BecomeModeratorScreenProps {
  const href = useRouteHref();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token')?.trim() || null;
  const invitation = useQuery(endpointQuery(calls.moderatorInvitation));
  const accept = useMutation(endpointMutation(calls.acceptChurchInvite));
  const open = invitation.data?.invitation;
  return {
    ...screenStateOf([invitation]),
    invitation: open ? { churchName: open.church_name, expiresAt: open.expires_at } : null,
    fromLink: token !== null,
    videoUrl: invitation.data?.video_url || undefined,
    videoReviewHref: href('videoReview'),
    onAccept: async () => {
      try {
        const answer = await accept.mutateAsync({ token });
        return { churchName: answer.church_name };
      } catch (error) {
        reportFailure('Accepting a moderator invitation', error);
        return { error: acceptErrorOf(error) };
      }
    },
  };
}
