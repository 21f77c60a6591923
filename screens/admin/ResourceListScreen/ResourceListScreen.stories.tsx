import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { roleLabelKeys } from '#screens/shared/roles';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import {
  ResourceListScreen,
  type ResourceListColumn,
  type ResourceListScreenProps,
  type ResourceRow,
} from './ResourceListScreen';

const firstNames = ['Grace', 'Daniel', 'Min-jun', 'Sofía', 'Léa', 'Samuel', 'Hannah', 'Jae-won'];
const lastNames = ['Kim', 'Okafor', 'Park', 'García', 'Martin', 'Mensah', 'Schmidt', 'Lee'];
const roleSets = [['evangelism'], ['individual'], ['free_evangelism'], ['care'], ['admin']];

/** Deterministic users, as the users list answers them. */
const users: ResourceRow[] = Array.from({ length: 25 }, (_, index) => {
  const firstname = firstNames[index % firstNames.length] ?? '';
  const lastname = lastNames[(index * 3) % lastNames.length] ?? '';
  return {
    id: index + 1,
    name: `${firstname} ${lastname}`,
    email: `${firstname.toLowerCase().replace(/[^a-z]/g, '')}.${lastname.toLowerCase()}${index}@demo.church`,
    roles: roleSets[index % roleSets.length] ?? [],
    state: index % 7 === 3 ? 'suspended' : 'active',
    created_at: new Date(Date.UTC(2026, 0, 5 + index, 10)).toISOString(),
  };
});

/** The columns the users list shows, with their labels in the story's language. */
function UsersList(
  props: Omit<
    ResourceListScreenProps,
    | 'columns'
    | 'title'
    | 'tableLabel'
    | 'description'
    | 'searchLabel'
    | 'emptyMessage'
    | 'createAction'
    | 'views'
  >,
) {
  const t = useT();
  const roles = Object.fromEntries(
    Object.entries(roleLabelKeys).map(([role, key]) => [role, t(key)]),
  );
  const columns: ResourceListColumn[] = [
    {
      name: 'name',
      label: t('resources.users.fields.name'),
      kind: 'text',
      sortable: true,
      href: (row) => `/admin/user/${row.id}`,
    },
    { name: 'email', label: t('resources.users.fields.email'), kind: 'text', sortable: true },
    { name: 'roles', label: t('resources.users.fields.roles'), kind: 'badges', valueLabels: roles },
    {
      name: 'state',
      label: t('resources.users.fields.state'),
      kind: 'badge',
      valueLabels: {
        active: t('resources.users.states.active'),
        pending: t('resources.users.states.pending'),
        suspended: t('resources.users.states.suspended'),
      },
    },
    {
      name: 'created_at',
      label: t('resources.users.fields.created_at'),
      kind: 'date',
      sortable: true,
    },
  ];
  return (
    <ResourceListScreen
      {...props}
      title={t('routes.adminUsers')}
      tableLabel={t('routes.adminUsers')}
      columns={columns}
      description={t('resources.users.description')}
      searchLabel={t('resources.users.search')}
      emptyMessage={t('resources.users.empty')}
      createAction={{ label: t('resources.users.create'), href: '/admin/user/create' }}
      views={[
        { key: 'all', label: t('resources.users.views.all'), href: '/admin/user', current: true },
        {
          key: 'free',
          label: t('resources.users.views.free'),
          href: '/admin/free_user',
          current: false,
        },
        {
          key: 'pastor',
          label: t('resources.users.views.pastor'),
          href: '/admin/paster_signup',
          current: false,
        },
      ]}
      filters={[
        {
          name: 'state',
          label: t('resources.users.fields.state'),
          value: props.filters?.[0]?.value ?? '',
          options: [
            { value: 'active', label: t('resources.users.states.active') },
            { value: 'pending', label: t('resources.users.states.pending') },
            { value: 'suspended', label: t('resources.users.states.suspended') },
          ],
        },
      ]}
    />
  );
}

const meta = {
  title: 'Screens/Admin/ResourceListScreen',
  component: UsersList,
  args: {
    status: 'ready',
    onRetry: fn(),
    rows: users.slice(0, 10),
    totalRows: 10_000,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    sort: { column: 'created_at', direction: 'descending' },
    onSortChange: fn(),
    search: '',
    onSearch: fn(),
    onFilterChange: fn(),
    timeZone: storyTimeZone,
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof UsersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 10,000 users, newest first. */
export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

export const Loading: Story = { args: { status: 'loading', rows: [] } };

export const LoadError: Story = { args: { status: 'error', rows: [] } };

/** The server refused the list to this person (403): the frame's notice, nothing else. */
export const Restricted: Story = { args: { status: 'restricted', rows: [] } };

/** A search that matches nothing. */
export const NoMatch: Story = { args: { rows: [], totalRows: 0, search: 'nobody@nowhere' } };

/** Page 3 of a search, sorted by email. */
export const SearchedAndSorted: Story = {
  args: {
    rows: users.slice(10, 20),
    totalRows: 25,
    page: 2,
    search: 'demo.church',
    sort: { column: 'email', direction: 'ascending' },
    filters: [{ name: 'state', label: '', value: 'active', options: [] }],
  },
};

/** Search waits for Enter; a filter applies at once; a sortable header reports its sort. */
export const Interactions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: /search by name/i }),
      'grace{Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('grace');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'suspended');
    await expect(args.onFilterChange).toHaveBeenCalledWith('state', 'suspended');
    await userEvent.click(canvas.getByRole('button', { name: /email/i }));
    await expect(args.onSortChange).toHaveBeenCalled();
    await expect(canvas.getAllByRole('link', { name: 'Grace Kim' })[0]).toHaveAttribute(
      'href',
      '/admin/user/1',
    );
  },
};

/**
 * Rows picked for an action on several at once (the card orders' print files): what is picked
 * above the table, with the action and a way to clear it; a row that cannot be picked is greyed.
 */
export const WithSelection: Story = {
  tags: ['visual'],
  render: function WithSelectionStory(args) {
    const t = useT();
    return (
      <UsersList
        {...args}
        selection={{
          selected: [2, 6],
          onChange: fn(),
          rowLabel: (row) => String(row.name),
          disabled: (row) => row.state === 'suspended',
          summary: t('resources.card_orders.printFiles.summary', { count: 2 }),
          action: { label: t('resources.card_orders.printFiles.action'), onClick: fn() },
          clearLabel: t('resources.card_orders.printFiles.clear'),
        }}
      />
    );
  },
};
