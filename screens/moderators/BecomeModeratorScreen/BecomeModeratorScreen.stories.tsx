import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ScreenMessage } from '#screens/shared/messages';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { BecomeModeratorScreen } from './BecomeModeratorScreen';

const meta = {
  title: 'Screens/Moderators/BecomeModeratorScreen',
  component: BecomeModeratorScreen,
  args: {
    status: 'ready',
    invitation: { churchName: 'Grace Community Church', expiresAt: '2026-03-22T09:00:00.000Z' },
    fromLink: false,
    videoUrl: 'https://vimeo.com/1084537',
    onAccept: fn(async (): Promise<{ churchName: string } | { error: ScreenMessage }> => ({
      churchName: 'Grace Community Church',
    })),
    onRetry: fn(),
    videoReviewHref: '/video-review',
    timeZone: storyTimeZone,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BecomeModeratorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invited: Story = { tags: ['visual'] };

export const InvitedKorean: Story = { globals: { locale: 'ko' } };

export const InvitedDark: Story = { globals: { theme: 'dark' } };

/** Opened from the mailed link by someone whose own address has no invitation. */
export const FromLink: Story = { args: { invitation: null, fromLink: true } };

/** No open invitation (expired, or never invited). */
export const NoInvitation: Story = { args: { invitation: null } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

export const Accepting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and become a moderator' }));
    await expect(args.onAccept).toHaveBeenCalled();
    await expect(
      await canvas.findByText('You are now a moderator of Grace Community Church.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Video review' })).toBeVisible();
  },
};

/** The link was sent to another address. */
export const OtherAddress: Story = {
  args: {
    invitation: null,
    fromLink: true,
    onAccept: fn(async () => ({ error: 'moderators.become.otherAddress' as const })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and become a moderator' }));
    await expect(await canvas.findByText(/sent to another email address/)).toBeVisible();
  },
};
