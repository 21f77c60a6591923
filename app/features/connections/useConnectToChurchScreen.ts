import { useMutation, useQuery } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import type { ConnectToChurchScreenProps } from '#screens/connections/ConnectToChurchScreen';
import type { ScreenMessage } from '#screens/shared/messages';
import { errorCode } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure, retryAfterMinutes } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { publicChurchHref, useChurchFinder } from './useChurchFinder';

/** What a refused request or withdrawal means to the person (never the server's own text). */
export function connectionErrorOf(error: unknown, church: string): ScreenMessage {
  switch (errorCode(error)) {
    case 'conflict':
      return { key: 'connections.connect.duplicate', params: { church } };
    case 'not_found':
      return 'connections.connect.gone';
    case 'too_many_requests':
      return {
        key: 'connections.throttled',
        params: { minutes: retryAfterMinutes(error) },
      };
    default:
      return 'common.somethingWentWrong';
  }
}

/**
 * An individual's connect-to-church: the finder, 'Ask to connect' with a note
 * (POST /create_church_connection), and their requests (GET /my_church_connections), which they
 * may withdraw (POST /destroy_church_connection).
 */
export function useConnectToChurchScreen(): ConnectToChurchScreenProps {
  const finder = useChurchFinder();
  const mine = useQuery(endpointQuery(calls.myChurchConnections));
  const create = useMutation(endpointMutation(calls.createChurchConnection));
  const destroy = useMutation(endpointMutation(calls.destroyChurchConnection));
  const requests = (mine.data?.connections ?? []).map((row) => ({
    id: row.id,
    accountId: row.account_id,
    churchName: row.church_name,
    publicHref: publicChurchHref(row.church_slug),
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  }));
  const nameOf = (accountId: number) =>
    finder.churches.find((church) => church.accountId === accountId)?.name ??
    requests.find((request) => request.accountId === accountId)?.churchName ??
    '';
  return {
    ...screenStateOf([mine, finder.query]),
    search: finder.search,
    onSearch: finder.onSearch,
    location: finder.location,
    onUseLocation: finder.onUseLocation,
    churches: finder.churches,
    requests,
    onConnect: async (accountId, note) => {
      try {
        await create.mutateAsync({ account_id: accountId, ...(note ? { note } : {}) });
      } catch (error) {
        reportFailure('Asking a church to connect', error);
        return connectionErrorOf(error, nameOf(accountId));
      }
      return undefined;
    },
    onWithdraw: async (id) => {
      try {
        await destroy.mutateAsync({ id });
      } catch (error) {
        reportFailure('Withdrawing a connection request', error);
        const church = requests.find((request) => request.id === id)?.churchName ?? '';
        return errorCode(error) === 'conflict'
          ? { key: 'connections.connect.declinedStays', params: { church } }
          : connectionErrorOf(error, church);
      }
      return undefined;
    },
  };
}
