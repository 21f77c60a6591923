import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeModes, roleModes } from '#storybook/modes';
import {
  inContentFrame,
  roleOf,
  storyTimeZone,
  useStoryLocaleChange,
} from '#screens/shared/storySupport';
import { pastorEmpty, pastorFilled, pastorFree, pastorPastDue, pastorWebsite } from '../fixtures';
import { StoryShell } from '../storyShell';
import { BootcampProgressCard } from '#screens/bootcamp/BootcampProgressCard';
import { PastorDashboardScreen, type PastorDashboardScreenProps } from './PastorDashboardScreen';

const meta = {
  title: 'Screens/Dashboard/PastorDashboardScreen',
  component: PastorDashboardScreen,
  args: { ...pastorFilled, timeZone: storyTimeZone, onActionStep: fn(), onRetry: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    partnership: { control: 'inline-radio', options: ['member', 'free'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PastorDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A yearly member with messages, videos and connections waiting, and no campus on the map yet. */
export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = {
  tags: ['visual'],
  globals: { locale: 'ko' },
};

export const FilledDark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
};

/** With the boot camp's card after the quick actions (featureCards, decision 070). */
export const WithBootcampCard: Story = {
  tags: ['visual'],
  args: {
    featureCards: (
      <BootcampProgressCard
        totals={{ completed: 2, total: 6, percent: 33 }}
        href="/evangelism-bootcamp"
      />
    ),
  },
};

export const FilledKoreanDark: Story = { globals: { locale: 'ko', theme: 'dark' } };

/** A pastor who just joined: nothing waiting, no step done, no instruction video set yet. */
export const Empty: Story = { args: pastorEmpty };

/**
 * Before the data: what does not wait for it (the cards' titles, the quick actions' links),
 * with placeholders for the rest. It is also the build's stand-in of the page (decision 059).
 */
export const Loading: Story = { tags: ['visual'], args: { status: 'loading' } };

export const LoadingShowsWhatNeedsNoData: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Start here' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Campuses' })).toHaveAttribute(
      'href',
      '/campuses',
    );
    // Counts, the location warning, the membership and the steps come with the data.
    await expect(canvas.queryByText('Add church location to map.')).toBeNull();
    await expect(canvas.queryByText('3 videos waiting')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Play video/ })).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadError: Story = { args: { status: 'error' } };

/** The last payment failed: the dashboard leads to the payment page only. */
export const PastDue: Story = { args: pastorPastDue };

export const PastDueDark: Story = { args: pastorPastDue, globals: { theme: 'dark' } };

/** No membership at all. */
export const NoMembership: Story = { args: { ...pastorPastDue, membership: { state: 'none' } } };

/** The user's state is not active. */
export const Restricted: Story = { args: { restricted: true } };

/** A free_evangelism partner: the upgrade card and a reduced set of actions. */
export const FreePartner: Story = { args: pastorFree, globals: { role: 'free_evangelism' } };

/** A website or discipleship partner: the care items as well. */
export const WebsitePartner: Story = { args: pastorWebsite, globals: { role: 'website' } };

const roleData: Partial<Record<string, Partial<PastorDashboardScreenProps>>> = {
  free_evangelism: pastorFree,
  website: pastorWebsite,
  discipleship: pastorWebsite,
};

/** Follows the toolbar's Role: evangelism, free_evangelism, website or discipleship. */
export const PerRole: Story = {
  parameters: { chromatic: { modes: { ...localeModes, ...roleModes } } },
  render: (args, context: StoryContext) => (
    <PastorDashboardScreen {...args} {...roleData[roleOf(context)]} />
  ),
};

/** In the app shell, with the pastor's menu. */
export const InShell: Story = {
  tags: ['visual'],
  parameters: { contentFrame: false },
  render: function Render(args) {
    const changeLocale = useStoryLocaleChange();
    return (
      <StoryShell
        onLocaleChange={changeLocale}
        role="evangelism"
        name="Grace Kim"
        menu={{ churchHasLocation: false, waitingVideos: 3, newConnections: 2 }}
      >
        <PastorDashboardScreen {...args} />
      </StoryShell>
    );
  },
};

export const InShellKorean: Story = { ...InShell, tags: [], globals: { locale: 'ko' } };

export const TickingAStepSavesIt: Story = {
  args: { onActionStep: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('checkbox', { name: 'Order invitation cards' });
    await userEvent.click(step);
    await expect(args.onActionStep).toHaveBeenCalledWith('order-invitation-cards', true);
    await expect(step).toBeChecked();
    await expect(canvas.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuetext',
      '4 of 8 steps done',
    );
    await expect(step).toHaveFocus();
  },
};

export const FailedTickIsPutBack: Story = {
  args: { onActionStep: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('checkbox', { name: 'Watch the introduction video' });
    await userEvent.click(step);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "We couldn't save this change. Try again.",
    );
    await waitFor(() => expect(step).toBeChecked());
  },
};

export const CardsLeadToTheirPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Campuses' })).toHaveAttribute(
      'href',
      '/campuses',
    );
    await expect(canvas.getByText('Add church location to map.')).toBeVisible();
    await expect(canvas.getByText('3 videos waiting')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeVisible();
  },
};
