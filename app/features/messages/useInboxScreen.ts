import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { calls } from '#contract/calls';
import type { MessageFilter, MessagesRequest } from '#contract/messages/messages';
import { useT } from '#ds/i18n';
import type { ResourceListScreenProps } from '#screens/admin/ResourceListScreen';
import { endpointQuery } from '#app/query/endpointQuery';
import { screenStateOf } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';

const DEFAULT_PAGE_SIZE = 25;

/**
 * Pages of more rows than this render only the rows in view (decision 032): 100 messages with
 * links and badges took twice as long to paint as a window of them; 25 or 50 gain nothing.
 */
const WINDOW_ABOVE = 50;

/** The inbox's state as the URL keeps it (back, forward and reload keep the list). */
export function inboxStateOf(search: string) {
  const query = new URLSearchParams(search);
  const number = (name: string, fallback: number, max: number) => {
    const value = Number(query.get(name));
    return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
  };
  return {
    page: number('page', 1, 100_000),
    pageSize: number('page_size', DEFAULT_PAGE_SIZE, 100),
    search: (query.get('q') ?? '').slice(0, 100),
    filter: (query.get('filter') === 'unread' ? 'unread' : 'all') as MessageFilter,
  };
}

type InboxState = ReturnType<typeof inboxStateOf>;

function searchOf(state: InboxState): string {
  const query = new URLSearchParams();
  if (state.filter === 'unread') query.set('filter', 'unread');
  if (state.search) query.set('q', state.search);
  if (state.page > 1) query.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) query.set('page_size', String(state.pageSize));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The church's inbox (GET /messages) in the list screen every list uses: searched, filtered and
 * paged on the server, newest first, each message a link to its page (masseage/{id}).
 */
export function useInboxScreen(): ResourceListScreenProps {
  const t = useT();
  const href = useRouteHref();
  const location = useLocation();
  const navigate = useNavigate();
  const state = inboxStateOf(location.search);
  const input: MessagesRequest = {
    page: state.page,
    page_size: state.pageSize,
    ...(state.search ? { search: state.search } : {}),
    ...(state.filter === 'unread' ? { filter: 'unread' } : {}),
  };
  const list = useQuery({
    ...endpointQuery(calls.messages, input),
    placeholderData: keepPreviousData,
  });
  const go = (next: Partial<InboxState>) =>
    navigate({ pathname: location.pathname, search: searchOf({ ...state, ...next }) });
  const unread = list.data?.unread ?? 0;
  const viewHref = (filter: MessageFilter) =>
    `${location.pathname}${searchOf({ ...state, filter, page: 1 })}`;

  return {
    ...screenStateOf([list]),
    title: t('inbox.title'),
    description: t('inbox.description'),
    tableLabel: t('inbox.title'),
    views: [
      { key: 'all', label: t('inbox.all'), href: viewHref('all'), current: state.filter === 'all' },
      {
        key: 'unread',
        label: t('inbox.unreadCount', { count: unread }),
        href: viewHref('unread'),
        current: state.filter === 'unread',
      },
    ],
    columns: [
      {
        name: 'subject',
        label: t('inbox.subject'),
        kind: 'text',
        href: (row) => href('message', { params: { id: row.id } }),
      },
      { name: 'sender', label: t('inbox.sender'), kind: 'text' },
      {
        name: 'state',
        label: t('inbox.state'),
        kind: 'badge',
        valueLabels: {
          unread: t('inbox.states.unread'),
          read: t('inbox.states.read'),
          replied: t('inbox.states.replied'),
        },
      },
      { name: 'created_at', label: t('inbox.received'), kind: 'date' },
    ],
    rows: (list.data?.messages ?? []).map((message) => ({
      id: message.id,
      subject: message.subject,
      sender: `${message.sender_name} <${message.sender_email}>`,
      state: message.replied ? 'replied' : message.read ? 'read' : 'unread',
      created_at: message.created_at,
    })),
    totalRows: list.data?.total ?? 0,
    page: state.page,
    pageSize: state.pageSize,
    onPageChange: (page) => go({ page }),
    onPageSizeChange: (pageSize) => go({ pageSize, page: 1 }),
    sort: null,
    onSortChange: () => undefined,
    search: state.search,
    searchLabel: t('inbox.search'),
    onSearch: (search) => go({ search, page: 1 }),
    emptyMessage: state.search || state.filter === 'unread' ? t('inbox.noMatch') : t('inbox.empty'),
    windowed: state.pageSize > WINDOW_ABOVE,
  };
}
