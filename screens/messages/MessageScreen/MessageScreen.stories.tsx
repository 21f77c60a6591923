import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ScreenMessage } from '#screens/shared/messages';
import { inContentFrame, storyTimeZone, submitOnMount } from '#screens/shared/storySupport';
import { MessageScreen } from './MessageScreen';

const message = {
  subject: 'Question about the invitation cards',
  senderName: 'Sarah Miller',
  senderEmail: 'sarah.miller@example.org',
  body: 'Hello Pastor John,\n\ncould we get 200 more cards before Easter? Our small group wants to hand them out at the spring fair.\n\nThank you!\nSarah',
  receivedAt: '2026-03-12T14:20:00.000Z',
};

const replies = [
  {
    id: 1,
    authorName: 'John Park',
    body: 'Hi Sarah, yes — I ordered them today. They should arrive next week.',
    sentAt: '2026-03-13T09:05:00.000Z',
  },
];

const meta = {
  title: 'Screens/Messages/MessageScreen',
  component: MessageScreen,
  args: {
    status: 'ready',
    message,
    replies: [],
    onReply: fn(async (): Promise<ScreenMessage | void> => undefined),
    onRetry: fn(),
    inboxHref: '/inbox',
    timeZone: storyTimeZone,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MessageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = { tags: ['visual'] };

export const Answered: Story = { args: { replies } };

export const AnsweredKorean: Story = { args: { replies }, globals: { locale: 'ko' } };

export const AnsweredDark: Story = { args: { replies }, globals: { theme: 'dark' } };

export const Loading: Story = { args: { status: 'loading', message: null } };

export const LoadError: Story = { args: { status: 'error', message: null } };

/** Sent empty: the reply is asked for. */
export const EmptyReply: Story = { decorators: [submitOnMount] };

export const Replying: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('textbox', { name: /Your reply/ });
    await userEvent.type(reply, '  See you on Sunday!  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledWith('See you on Sunday!');
    await expect(await canvas.findByText('Your reply was sent.')).toBeVisible();
    await waitFor(() => expect(reply).toHaveValue(''));
  },
};

export const Throttled: Story = {
  args: {
    onReply: fn(async (): Promise<ScreenMessage | void> => ({
      key: 'message.throttled',
      params: { count: 20 },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reply = canvas.getByRole('textbox', { name: /Your reply/ });
    await userEvent.type(reply, 'Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByText(/Try again in 20 minutes/)).toBeVisible();
    // What was typed stays.
    await expect(reply).toHaveValue('Thanks!');
  },
};
