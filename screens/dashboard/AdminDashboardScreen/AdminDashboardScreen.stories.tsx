import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inContentFrame, storyTimeZone, useStoryLocaleChange } from '#screens/shared/storySupport';
import { StoryShell } from '../storyShell';
import {
  AdminDashboardScreen,
  type AdminActivity,
  type AdminDashboardLinks,
} from './AdminDashboardScreen';

const links: AdminDashboardLinks = {
  users: '/admin/user',
  accounts: '/admin/account/list',
  moderators: '/admin/moderators',
  videos: '/admin/videos',
  videoReview: '/admin/video-review',
  cardOrders: '/admin/cardOrder/list',
  pages: '/admin/pages/list',
  store: '/admin/store/products',
  locations: '/admin/location',
  settings: '/admin/settings',
};

/** The activity log's latest writes, with their texts in English (stories pin the data). */
const activity: AdminActivity[] = [
  {
    id: 12,
    at: '2026-03-15T08:42:00.000Z',
    actorName: 'Daniel Park',
    action: 'create',
    resourceLabel: 'user',
    recordLabel: 'isabel.brooks@demo.church',
    changedFields: [],
    href: '/admin/user/41',
  },
  {
    id: 11,
    at: '2026-03-15T07:05:00.000Z',
    actorName: 'Daniel Park',
    action: 'update',
    resourceLabel: 'user',
    recordLabel: 'pastor@demo.church',
    changedFields: ['Roles', 'Status'],
    href: '/admin/user/2',
  },
  {
    id: 10,
    at: '2026-03-14T19:30:00.000Z',
    actorName: 'Grace Kim',
    action: 'create',
    resourceLabel: 'account',
    recordLabel: 'Hope Fellowship',
    changedFields: [],
    href: '/admin/account/7',
  },
  {
    id: 9,
    at: '2026-03-14T16:12:00.000Z',
    actorName: 'Grace Kim',
    action: 'delete',
    resourceLabel: 'user',
    recordLabel: 'old.member@demo.church',
    changedFields: [],
  },
  {
    id: 8,
    at: '2026-03-14T10:48:00.000Z',
    actorName: 'Daniel Park',
    action: 'update',
    resourceLabel: 'account',
    recordLabel: 'Grace Community Church',
    changedFields: ['Phone', 'Website'],
    href: '/admin/account/2',
  },
  {
    id: 7,
    at: '2026-03-13T21:03:00.000Z',
    actorName: 'Grace Kim',
    action: 'delete',
    resourceLabel: 'account',
    recordLabel: 'Riverside Church',
    changedFields: [],
  },
];

const meta = {
  title: 'Screens/Dashboard/AdminDashboardScreen',
  component: AdminDashboardScreen,
  args: {
    status: 'ready',
    usersByRole: {
      evangelism: 128,
      free_evangelism: 342,
      individual: 2417,
      care: 36,
      website: 12,
      discipleship: 9,
      admin: 4,
    },
    totalUsers: 2931,
    totalAccounts: 418,
    waitingVideos: 3,
    cardOrders: { open: 7, thisMonth: 19 },
    links,
    recentActivity: activity,
    timeZone: storyTimeZone,
    onRetry: fn(),
    onRetryActivity: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    activityStatus: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof AdminDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

/** The container translates the kind of record and the fields; here, as it does in Korean. */
const koreanActivity: AdminActivity[] = activity.map((entry) => ({
  ...entry,
  resourceLabel: entry.resourceLabel === 'user' ? '사용자' : '계정',
  changedFields: entry.changedFields.map(
    (field) =>
      ({ Roles: '역할', Status: '상태', Phone: '전화번호', Website: '웹사이트' })[field] ?? field,
  ),
}));

export const FilledKorean: Story = {
  globals: { locale: 'ko' },
  args: { recentActivity: koreanActivity },
};

export const FilledDark: Story = { globals: { theme: 'dark' } };

/** A new installation: no users but the admin, nothing waiting, no activity. */
export const Empty: Story = {
  args: {
    usersByRole: { admin: 1 },
    totalUsers: 1,
    totalAccounts: 1,
    waitingVideos: 0,
    cardOrders: { open: 0, thisMonth: 0 },
    recentActivity: [],
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** The overview loaded, the activity is still on its way. */
export const ActivityLoading: Story = { args: { activityStatus: 'loading' } };

export const ActivityError: Story = { args: { activityStatus: 'error' } };

export const InShell: Story = {
  parameters: { contentFrame: false },
  render: function Render(args) {
    const changeLocale = useStoryLocaleChange();
    return (
      <StoryShell
        onLocaleChange={changeLocale}
        role="admin"
        name="Daniel Park"
        menu={{ waitingVideos: 3 }}
      >
        <AdminDashboardScreen {...args} />
      </StoryShell>
    );
  },
};

/** Each write reads as a sentence; a record that still exists is a link, a deleted one is not. */
export const ActivitySentences: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Recent activity' });
    await expect(
      within(table).getByRole('link', { name: 'Daniel Park changed user “pastor@demo.church”' }),
    ).toHaveAttribute('href', '/admin/user/2');
    await expect(within(table).getByText('Changed: Roles, Status')).toBeVisible();
    await expect(
      within(table).getByText('Grace Kim deleted account “Riverside Church”'),
    ).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  },
};
