import { useMutation, useQuery } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import type { ChurchModeratorsScreenProps } from '#screens/moderators/ChurchModeratorsScreen';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { useSessionUser } from '#app/shared/useSessionUser';

/** The church's moderators and open invitations (GET /church_moderators), each removable. */
export function useChurchModeratorsScreen(): ChurchModeratorsScreenProps {
  const href = useRouteHref();
  const accountId = useSessionUser()?.accountId ?? 0;
  const list = useQuery({
    ...endpointQuery(calls.churchModerators, { account_id: accountId }),
    enabled: accountId > 0,
  });
  const remove = useMutation(endpointMutation(calls.removeChurchModerator));
  return {
    ...screenStateOf([list]),
    moderators: (list.data?.moderators ?? []).map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      status: row.status,
      invitedAt: row.invited_at,
      acceptedAt: row.accepted_at,
      expiresAt: row.expires_at,
    })),
    onRemove: (id) => remove.mutateAsync({ id }),
    inviteHref: href('inviteModerator'),
  };
}
