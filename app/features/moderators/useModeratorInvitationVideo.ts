import { useQuery } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import { endpointQuery } from '#app/query/endpointQuery';

/** The moderator invitation video from settings (empty until set); the page works without it. */
export function useModeratorInvitationVideo(): string | undefined {
  const setting = useQuery(
    endpointQuery(calls.getConfigVar, { key: 'moderator_invitation_video' }),
  );
  return setting.data?.value || undefined;
}
