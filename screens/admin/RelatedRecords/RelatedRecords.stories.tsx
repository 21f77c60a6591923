import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { roleLabelKeys } from '#screens/shared/roles';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import type { ResourceListColumn, ResourceRow } from '../ResourceListScreen';
import { RelatedRecords, type RelatedRecordsProps } from './RelatedRecords';

const users: ResourceRow[] = [
  {
    id: 2,
    name: 'John Carter',
    email: 'pastor@demo.church',
    roles: ['evangelism'],
    state: 'active',
    created_at: '2026-01-05T10:00:00.000Z',
  },
  {
    id: 14,
    name: 'Grace Kim',
    email: 'grace.kim@demo.church',
    roles: ['care', 'website'],
    state: 'pending',
    created_at: '2026-02-11T10:00:00.000Z',
  },
];

/** An account's users, with the column texts in the story's language. */
function AccountUsers(props: Pick<RelatedRecordsProps, 'rows' | 'status' | 'onRetry'>) {
  const t = useT();
  const roles = Object.fromEntries(
    Object.entries(roleLabelKeys).map(([role, key]) => [role, t(key)]),
  );
  const columns: ResourceListColumn[] = [
    {
      name: 'name',
      label: t('resources.users.fields.name'),
      kind: 'text',
      href: (row) => `/admin/user/${row.id}`,
    },
    { name: 'email', label: t('resources.users.fields.email'), kind: 'text' },
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
    { name: 'created_at', label: t('resources.users.fields.created_at'), kind: 'date' },
  ];
  return (
    <RelatedRecords
      {...props}
      title={t('resources.accounts.users')}
      columns={columns}
      emptyMessage={t('resources.accounts.noUsers')}
      action={{ label: t('resources.accounts.addUser'), href: '/admin/user/create?account_id=2' }}
      timeZone={storyTimeZone}
    />
  );
}

const meta = {
  title: 'Screens/Admin/RelatedRecords',
  component: AccountUsers,
  args: { rows: users, status: 'ready', onRetry: fn() },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof AccountUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account's users, each a link to their page, and the way to add one. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'John Carter' })).toHaveAttribute(
      'href',
      '/admin/user/2',
    );
    await expect(canvas.getByRole('link', { name: 'Add a user to this account' })).toHaveAttribute(
      'href',
      '/admin/user/create?account_id=2',
    );
  },
};

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const Empty: Story = { args: { rows: [] } };

export const Loading: Story = { args: { rows: [], status: 'loading' } };

export const LoadError: Story = { args: { rows: [], status: 'error' } };
