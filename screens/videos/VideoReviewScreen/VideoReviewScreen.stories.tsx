import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findOpenDialog } from '#ds/feedback/Dialog/storySupport';
import type { ScreenMessage } from '#screens/shared/messages';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { storyVideos } from '../storyVideos';
import { VideoReviewScreen } from './VideoReviewScreen';

const churchVideos = storyVideos.slice(0, 2);

const meta = {
  title: 'Screens/Videos/VideoReviewScreen',
  component: VideoReviewScreen,
  args: {
    status: 'ready',
    scope: 'church',
    videos: churchVideos,
    total: churchVideos.length,
    onApprove: fn(async (): Promise<ScreenMessage | void> => undefined),
    onBlock: fn(async () => undefined),
    onRetry: fn(),
    timeZone: storyTimeZone,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VideoReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledDark: Story = { globals: { theme: 'dark' } };

/** An admin sees every waiting video, a welcome video still processed among them. */
export const Admin: Story = {
  args: { scope: 'admin', videos: storyVideos, total: storyVideos.length },
};

export const Empty: Story = { args: { videos: [], total: 0 } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

export const Approving: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "Approve Isabel Brooks's story" }));
    await expect(args.onApprove).toHaveBeenCalledWith(11);
    await expect(await canvas.findByText(/is approved/)).toBeVisible();
  },
};

/** Blocking asks for a reason: empty is refused at the field, then it is sent trimmed. */
export const Blocking: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "Block Ivan Petrov's story" }));
    const dialog = within(await findOpenDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Block the video' }));
    await expect(
      (await dialog.findAllByText('Enter the reason for blocking the video.'))[0],
    ).toBeVisible();
    await expect(args.onBlock).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), '  Too quiet to hear.  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Block the video' }));
    await expect(args.onBlock).toHaveBeenCalledWith(12, 'Too quiet to hear.');
    await expect(await canvas.findByText(/is blocked/)).toBeVisible();
  },
};

/** Someone else decided first: the screen says so. */
export const DecidedElsewhere: Story = {
  args: {
    onApprove: fn(async (): Promise<ScreenMessage | void> => 'videoReview.decidedElsewhere'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "Approve Isabel Brooks's story" }));
    await expect(await canvas.findByText(/Someone else decided/)).toBeVisible();
  },
};
