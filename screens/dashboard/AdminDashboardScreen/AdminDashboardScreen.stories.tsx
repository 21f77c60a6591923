import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inContentFrame, storyTimeZone, useStoryLocaleChange } from '../../shared/storySupport';
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

const activity: AdminActivity[] = [
  {
    id: 'a12',
    at: '2026-03-15T08:42:00.000Z',
    actorName: 'Isabel Brooks',
    kind: 'videoSubmitted',
    subject: 'isabel-brooks',
    href: '/admin/video-review',
  },
  {
    id: 'a11',
    at: '2026-03-15T07:05:00.000Z',
    actorName: 'Grace Kim',
    kind: 'cardOrderPlaced',
    subject: 'Grace Community Church',
    href: '/admin/cardOrder/list',
  },
  {
    id: 'a10',
    at: '2026-03-14T19:30:00.000Z',
    actorName: 'Samuel Okafor',
    kind: 'paymentFailed',
    subject: 'Hope Fellowship',
    href: '/admin/account/2',
  },
  {
    id: 'a09',
    at: '2026-03-14T16:12:00.000Z',
    actorName: 'Daniel Park',
    kind: 'videoApproved',
    subject: 'maria-santos',
  },
  {
    id: 'a08',
    at: '2026-03-14T10:48:00.000Z',
    actorName: 'Esther Moreau',
    kind: 'signedUp',
    subject: 'Riverside Church',
  },
  {
    id: 'a07',
    at: '2026-03-13T21:03:00.000Z',
    actorName: 'Min-jun Lee',
    kind: 'moderatorJoined',
    subject: 'Grace Community Church',
  },
  {
    id: 'a06',
    at: '2026-03-13T14:27:00.000Z',
    actorName: 'Ivan Petrov',
    kind: 'videoSubmitted',
    subject: 'ivan-petrov',
    href: '/admin/video-review',
  },
  {
    id: 'a05',
    at: '2026-03-12T09:00:00.000Z',
    actorName: 'Grace Kim',
    kind: 'membershipRenewed',
    subject: 'Grace Community Church',
  },
  { id: 'a04', at: '2026-03-11T17:45:00.000Z', actorName: 'Maria Santos', kind: 'signedUp' },
  {
    id: 'a03',
    at: '2026-03-10T12:10:00.000Z',
    actorName: 'Ruth Park',
    kind: 'signedUp',
    subject: 'Grace Community Church',
  },
  {
    id: 'a02',
    at: '2026-03-09T08:30:00.000Z',
    actorName: 'Jonathan Reyes',
    kind: 'cardOrderPlaced',
    subject: 'New Life Chapel',
  },
  {
    id: 'a01',
    at: '2026-03-08T15:55:00.000Z',
    actorName: 'Daniel Park',
    kind: 'videoApproved',
    subject: 'grace-welcome',
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

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledDark: Story = { globals: { theme: 'dark' } };

/** A new installation: no users but the admin, nothing waiting, no activity. */
export const Empty: Story = {
  args: {
    usersByRole: { admin: 1 },
    totalUsers: 1,
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

export const ActivityPagesAndSorts: Story = {
  parameters: { loki: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Recent activity' });
    const firstRow = () => within(table).getAllByRole('row')[1]!;
    await expect(firstRow()).toHaveTextContent('Isabel Brooks');
    await userEvent.click(within(table).getByRole('button', { name: /When/ }));
    await expect(firstRow()).toHaveTextContent('Daniel Park');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  },
};
