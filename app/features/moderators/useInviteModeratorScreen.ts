import { useMutation } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import { useLocale } from '#ds/i18n';
import type {
  InviteModeratorError,
  InviteModeratorScreenProps,
} from '#screens/moderators/InviteModeratorScreen';
import { errorCode, fieldErrors } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { reportFailure, retryAfterMinutes } from '#app/shared/apiErrors';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useModeratorInvitationVideo } from './useModeratorInvitationVideo';

/** What a refused invitation means to the pastor (never the server's own text). */
export function inviteModeratorErrorOf(error: unknown): InviteModeratorError {
  switch (errorCode(error)) {
    case 'validation_failed':
      // The address is the only field: not an address, or the pastor's own.
      return {
        fieldErrors: {
          email: /yourself/i.test(fieldErrors(error).email ?? '')
            ? 'moderators.invite.self'
            : 'validation.email',
        },
      };
    case 'conflict':
      return { fieldErrors: { email: 'moderators.invite.alreadyModerator' } };
    case 'too_many_requests':
      return {
        formError: {
          key: 'moderators.invite.throttled',
          params: { count: retryAfterMinutes(error) },
        },
      };
    default:
      return { formError: 'common.somethingWentWrong' };
  }
}

/** Invite a moderator (POST /invite_moderator), with the invitation video from settings. */
export function useInviteModeratorScreen(): InviteModeratorScreenProps {
  const href = useRouteHref();
  const invite = useMutation(endpointMutation(calls.inviteModerator));
  // The invitation to an address that is no user's yet is written in this page's language.
  const locale = useLocale();
  return {
    status: 'ready',
    videoUrl: useModeratorInvitationVideo(),
    moderatorsHref: href('churchModerators'),
    onInvite: async (email): Promise<InviteModeratorError | void> => {
      try {
        await invite.mutateAsync({ email, locale });
      } catch (error) {
        reportFailure('Inviting a moderator', error);
        return inviteModeratorErrorOf(error);
      }
    },
  };
}
