import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResourceListScreen } from '#screens/admin/ResourceListScreen';
import type { ResourceRow } from '#screens/admin/ResourceListScreen';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';

// connect-request is the list screen every list uses, fed by useConnectRequestScreen: these
// stories show it with the church's requests, its views and the Accept / Decline buttons.

const onDecide = fn();

const rows = [
  ['Isabel Brooks', 'isabel.brooks@example.org', 'I just moved to Springfield.', 'new'],
  ['Ivan Petrov', 'ivan.petrov@example.org', null, 'new'],
  ['Maria Santos', 'maria.santos@example.org', 'Looking for a small group.', 'accepted'],
].map(([name, email, note, status], index) => ({
  id: index + 1,
  name,
  email,
  note,
  status,
  created_at: `2026-03-1${4 - index}T10:00:00.000Z`,
}));

const actionsOf = (row: ResourceRow) =>
  (['accepted', 'declined'] as const)
    .filter((decision) => row.status !== decision)
    .map((decision) => ({
      key: decision,
      label: decision === 'accepted' ? 'Accept' : 'Decline',
      accessibleLabel: `${decision === 'accepted' ? 'Accept' : 'Decline'} ${String(row.name)}`,
      variant: decision === 'accepted' ? ('primary' as const) : undefined,
      onClick: () => onDecide(row.id, decision),
    }));

const meta = {
  title: 'Screens/Connections/ConnectRequests',
  component: ResourceListScreen,
  args: {
    title: 'Connection requests',
    description: 'People who asked to connect with your church.',
    status: 'ready',
    onRetry: fn(),
    tableLabel: 'Connection requests',
    views: [
      { key: 'new', label: 'New (2)', href: '/connect-request', current: true },
      {
        key: 'accepted',
        label: 'Accepted',
        href: '/connect-request?filter=accepted',
        current: false,
      },
      {
        key: 'declined',
        label: 'Declined',
        href: '/connect-request?filter=declined',
        current: false,
      },
      { key: 'all', label: 'All', href: '/connect-request?filter=all', current: false },
    ],
    columns: [
      { name: 'name', label: 'Person', kind: 'text' },
      { name: 'email', label: 'E-mail', kind: 'text' },
      { name: 'note', label: 'Note', kind: 'text' },
      {
        name: 'status',
        label: 'Status',
        kind: 'badge',
        valueLabels: { new: 'Waiting', accepted: 'Accepted', declined: 'Declined' },
      },
      { name: 'created_at', label: 'Asked', kind: 'date' },
      { name: 'decide', label: 'Answer', kind: 'actions', actions: actionsOf },
    ],
    rows: rows.slice(0, 2),
    totalRows: 2,
    page: 1,
    pageSize: 25,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    sort: null,
    onSortChange: fn(),
    search: '',
    onSearch: fn(),
    emptyMessage: 'No new requests.',
    timeZone: storyTimeZone,
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResourceListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewRequests: Story = { tags: ['visual'] };

export const AllRequests: Story = { args: { rows, totalRows: rows.length } };

export const Accepted: Story = {
  args: {
    notice: { tone: 'success', text: 'You accepted Isabel Brooks. They have been told by e-mail.' },
    rows: rows.slice(1, 2),
    totalRows: 1,
  },
};

export const Empty: Story = { args: { rows: [], totalRows: 0 } };

export const Loading: Story = { args: { status: 'loading', rows: [] } };

export const LoadError: Story = { args: { status: 'error', rows: [] } };

export const Deciding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Ivan Petrov' }));
    await expect(onDecide).toHaveBeenCalledWith(2, 'accepted');
  },
};

/** An approved moderator reads the church's requests; the church's leaders answer them. */
export const ModeratorReading: Story = {
  args: {
    description:
      "Requests to connect with Grace Community Church. As its moderator you can read them; the church's leaders answer.",
    columns: meta.args.columns.filter((column) => column.kind !== 'actions'),
  },
};
