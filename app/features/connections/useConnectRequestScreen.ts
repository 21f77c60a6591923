import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { calls } from '#contract/calls';
import type {
  ChurchConnectionsRequest,
  ConnectionDecision,
  ConnectionFilter,
} from '#contract/connections/connections';
import { CONNECTION_FILTERS, CONNECTION_LEADER_ROLES } from '#contract/connections/connections';
import type { Role } from '#contract/roles';
import { useT } from '#ds/i18n';
import type { ResourceListScreenProps } from '#screens/admin/ResourceListScreen';
import { errorCode } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure, retryAfterMinutes } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';
import { useSessionUser } from '#app/shared/useSessionUser';

const DEFAULT_PAGE_SIZE = 25;

/** The list's state as the URL keeps it; New is the first view. */
export function connectRequestStateOf(search: string) {
  const query = new URLSearchParams(search);
  const number = (name: string, fallback: number, max: number) => {
    const value = Number(query.get(name));
    return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
  };
  const filter = query.get('filter');
  return {
    /** A moderator of several churches: whose requests (0: the first of them). */
    church: number('church', 0, Number.MAX_SAFE_INTEGER),
    page: number('page', 1, 100_000),
    pageSize: number('page_size', DEFAULT_PAGE_SIZE, 100),
    filter: (CONNECTION_FILTERS as readonly string[]).includes(filter ?? '')
      ? (filter as ConnectionFilter)
      : 'new',
  };
}

type ConnectRequestState = ReturnType<typeof connectRequestStateOf>;

function searchOf(state: ConnectRequestState): string {
  const query = new URLSearchParams();
  if (state.church) query.set('church', String(state.church));
  if (state.filter !== 'new') query.set('filter', state.filter);
  if (state.page > 1) query.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) query.set('page_size', String(state.pageSize));
  const text = query.toString();
  return text ? `?${text}` : '';
}

type Outcome = { tone: 'success' | 'critical'; text: string };

/**
 * connect-request: the church's connection requests (GET /get_church_connections) in the common
 * list screen, New / Accepted / Declined / All, paged on the server, each accepted or declined
 * in its row (POST /decide_church_connection, which mails the person). An approved moderator
 * reads the requests of the church they moderate (GET /get_review_church_connections), without
 * the buttons (decision 028).
 */
export function useConnectRequestScreen(): ResourceListScreenProps {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const leader =
    user?.roles.some((role) => (CONNECTION_LEADER_ROLES as readonly Role[]).includes(role)) ??
    false;
  const moderated = useQuery({
    ...endpointQuery(calls.moderatedChurches),
    enabled: user !== null && !leader,
  });
  const state = connectRequestStateOf(location.search);
  const churches = moderated.data?.churches ?? [];
  const reviewed = churches.find((church) => church.account_id === state.church) ?? churches[0];
  const accountId = (leader ? user?.accountId : reviewed?.account_id) ?? 0;
  const input: ChurchConnectionsRequest = {
    account_id: accountId,
    filter: state.filter,
    page: state.page,
    page_size: state.pageSize,
  };
  const list = useQuery({
    ...endpointQuery(leader ? calls.getChurchConnections : calls.getReviewChurchConnections, input),
    enabled: accountId > 0,
    placeholderData: keepPreviousData,
  });
  const decide = useMutation(endpointMutation(calls.decideChurchConnection));
  const [outcome, setOutcome] = useState<Outcome>();
  const go = (next: Partial<ConnectRequestState>) =>
    navigate({ pathname: location.pathname, search: searchOf({ ...state, ...next }) });
  const viewHref = (filter: ConnectionFilter) =>
    `${location.pathname}${searchOf({ ...state, filter, page: 1 })}`;
  const newCount = list.data?.new_count ?? 0;
  const canDecide = list.data?.can_decide ?? false;

  const onDecide = async (id: number, name: string, decision: ConnectionDecision) => {
    setOutcome(undefined);
    try {
      await decide.mutateAsync({ id, decision });
      setOutcome({
        tone: 'success',
        text: t(
          decision === 'accepted'
            ? 'connections.requests.accepted'
            : 'connections.requests.declined',
          { name },
        ),
      });
    } catch (error) {
      reportFailure('Deciding a connection request', error);
      setOutcome({
        tone: 'critical',
        text:
          errorCode(error) === 'too_many_requests'
            ? t('connections.throttled', { minutes: retryAfterMinutes(error) })
            : t('common.somethingWentWrong'),
      });
    }
  };
  const pending = decide.isPending ? decide.variables : undefined;

  const screenState = leader
    ? screenStateOf([list])
    : moderated.data && !reviewed
      ? { status: 'restricted' as const, onRetry: () => undefined }
      : screenStateOf(reviewed ? [moderated, list] : [moderated]);

  return {
    ...screenState,
    title: t('connections.requests.title'),
    description: reviewed
      ? t('connections.requests.reviewDescription', { church: reviewed.name })
      : t('connections.requests.description'),
    tableLabel: t('connections.requests.title'),
    views: [
      { key: 'new', label: t('connections.requests.newCount', { count: newCount }) },
      { key: 'accepted', label: t('connections.status.accepted') },
      { key: 'declined', label: t('connections.status.declined') },
      { key: 'all', label: t('connections.requests.all') },
    ].map((view) => ({
      ...view,
      href: viewHref(view.key as ConnectionFilter),
      current: state.filter === view.key,
    })),
    columns: [
      { name: 'name', label: t('connections.requests.person'), kind: 'text' },
      { name: 'email', label: t('connections.requests.email'), kind: 'text' },
      { name: 'note', label: t('connections.requests.note'), kind: 'text' },
      {
        name: 'status',
        label: t('connections.requests.status'),
        kind: 'badge',
        valueLabels: {
          new: t('connections.status.new'),
          accepted: t('connections.status.accepted'),
          declined: t('connections.status.declined'),
        },
      },
      { name: 'created_at', label: t('connections.requests.asked'), kind: 'date' },
      ...(canDecide
        ? [
            {
              name: 'decide',
              label: t('connections.requests.answer'),
              kind: 'actions' as const,
              actions: (row: { id: number | string } & Record<string, unknown>) => {
                const id = Number(row.id);
                const name = String(row.name);
                const busy = pending?.id === id;
                return (['accepted', 'declined'] as const)
                  .filter((decision) => row.status !== decision)
                  .map((decision) => ({
                    key: decision,
                    label: t(
                      decision === 'accepted'
                        ? 'connections.requests.accept'
                        : 'connections.requests.decline',
                    ),
                    accessibleLabel: t(
                      decision === 'accepted'
                        ? 'connections.requests.acceptWho'
                        : 'connections.requests.declineWho',
                      { name },
                    ),
                    variant: decision === 'accepted' ? ('primary' as const) : undefined,
                    loading: busy && pending?.decision === decision,
                    onClick: () => void onDecide(id, name, decision),
                  }));
              },
            },
          ]
        : []),
    ],
    rows: (list.data?.connections ?? []).map((connection) => ({
      id: connection.id,
      name: connection.name,
      email: connection.email,
      note: connection.note,
      status: connection.status,
      created_at: connection.created_at,
    })),
    totalRows: list.data?.total ?? 0,
    page: state.page,
    pageSize: state.pageSize,
    onPageChange: (page) => go({ page }),
    onPageSizeChange: (pageSize) => go({ pageSize, page: 1 }),
    sort: null,
    onSortChange: () => undefined,
    search: '',
    onSearch: () => undefined,
    // A moderator of several churches picks whose requests to read (kept in the address).
    filters:
      !leader && reviewed && churches.length > 1
        ? [
            {
              name: 'church',
              label: t('connections.requests.church'),
              required: true,
              value: String(reviewed.account_id),
              options: churches.map((church) => ({
                value: String(church.account_id),
                label: church.name,
              })),
            },
          ]
        : undefined,
    onFilterChange: (_name, value) => go({ church: Number(value), page: 1 }),
    emptyMessage:
      state.filter === 'new' ? t('connections.requests.noneNew') : t('connections.requests.none'),
    notice: outcome,
  };
}
