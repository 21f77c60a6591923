import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inContentFrame, submitOnMount } from '#screens/shared/storySupport';
import { InviteModeratorScreen } from './InviteModeratorScreen';

const meta = {
  title: 'Screens/Moderators/InviteModeratorScreen',
  component: InviteModeratorScreen,
  args: {
    status: 'ready',
    videoUrl: 'https://vimeo.com/1084537',
    onInvite: fn(),
    onRetry: fn(),
    moderatorsHref: '/church-moderators',
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InviteModeratorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { tags: ['visual'] };

export const ReadyKorean: Story = { globals: { locale: 'ko' } };

export const WithoutVideo: Story = { args: { videoUrl: undefined } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** Sent empty: the address is asked for. */
export const MissingEmail: Story = { decorators: [submitOnMount] };

export const Sending: Story = {
  args: { onInvite: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, ' ruth.kim@example.org ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(args.onInvite).toHaveBeenCalledWith('ruth.kim@example.org');
    await expect(await canvas.findByText('Invitation sent to ruth.kim@example.org.')).toBeVisible();
    await expect(email).toHaveValue('');
  },
};

/** The server refused: already a moderator; what was typed stays. */
export const AlreadyModerator: Story = {
  args: {
    onInvite: fn(async () => ({
      fieldErrors: { email: 'moderators.invite.alreadyModerator' as const },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'maria@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(email).toHaveAccessibleDescription(/already a moderator/);
    await expect(email).toHaveValue('maria@example.org');
  },
};

export const Throttled: Story = {
  args: {
    onInvite: fn(async () => ({
      formError: { key: 'moderators.invite.throttled' as const, params: { count: 12 } },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'a@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText(/Try again in 12 minutes/)).toBeVisible();
  },
};
