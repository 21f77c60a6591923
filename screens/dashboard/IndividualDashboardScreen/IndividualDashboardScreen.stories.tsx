import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inContentFrame, useStoryLocaleChange } from '#screens/shared/storySupport';
import { StoryShell } from '../storyShell';
import { IndividualDashboardScreen } from './IndividualDashboardScreen';

const links = {
  shareStory: '/share-your-story',
  connectToChurch: '/connect-to-church',
  orderCards: '/individual/orderCards',
  bootcamp: '/evangelism-bootcamp',
};

const meta = {
  title: 'Screens/Dashboard/IndividualDashboardScreen',
  component: IndividualDashboardScreen,
  args: {
    status: 'ready',
    firstName: 'Isabel',
    introVideoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    story: { status: 'review', href: 'https://example.org/stories/isabel-brooks' },
    moderatorStatus: 'none',
    connectedChurch: 'Grace Community Church',
    links,
    restricted: false,
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    moderatorStatus: { control: 'inline-radio', options: ['none', 'invited', 'approved'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'individual' },
} satisfies Meta<typeof IndividualDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Isabel shared her story; it is under review. */
export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledDark: Story = { globals: { theme: 'dark' } };

/** No story yet, no church, no introduction video set. */
export const Empty: Story = { args: { story: null, connectedChurch: null, introVideoUrl: null } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

export const Restricted: Story = { args: { restricted: true } };

/** Invited to become a moderator: the invitation banner. */
export const ModeratorInvited: Story = {
  args: { moderatorStatus: 'invited', links: { ...links, becomeModerator: '/become-moderator' } },
};

export const ModeratorInvitedKorean: Story = { ...ModeratorInvited, globals: { locale: 'ko' } };

/** An approved moderator: video review with the waiting count. */
export const ApprovedModerator: Story = {
  args: {
    moderatorStatus: 'approved',
    waitingVideos: 5,
    links: { ...links, videoReview: '/video-review' },
  },
};

export const StoryApproved: Story = {
  args: { story: { status: 'approved', href: 'https://example.org/stories/maria-santos' } },
};

export const StoryBlocked: Story = { args: { story: { status: 'blocked' } } };

export const StoryNoPayment: Story = {
  args: { story: { status: 'no_payment' } },
  globals: { locale: 'ko' },
};

export const InShell: Story = {
  parameters: { contentFrame: false },
  render: function Render(args) {
    const changeLocale = useStoryLocaleChange();
    return (
      <StoryShell
        onLocaleChange={changeLocale}
        role="individual"
        name="Isabel Brooks"
        menu={{ moderatorStatus: 'none' }}
      >
        <IndividualDashboardScreen {...args} />
      </StoryShell>
    );
  },
};

export const InvitationLeadsToBecomeModerator: Story = {
  args: ModeratorInvited.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Become a moderator' })).toHaveAttribute(
      'href',
      '/become-moderator',
    );
    await expect(canvas.getByText('Under Review')).toBeVisible();
  },
};
