import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyFrame } from '#ds/video/storyFrames';
import { inContentFrame } from '#screens/shared/storySupport';
import { AdminVideoUploadScreen } from './AdminVideoUploadScreen';

const meta = {
  title: 'Screens/Videos/AdminVideoUploadScreen',
  component: AdminVideoUploadScreen,
  args: { onUpload: fn(async () => undefined), maxSize: 500 * 1024 * 1024 },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminVideoUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { tags: ['visual'] };

export const Korean: Story = { globals: { locale: 'ko' } };

/** The last upload is being prepared. */
export const Processing: Story = {
  args: { processing: { state: 'processing', posterUrl: null, onRetry: fn() } },
};

export const Processed: Story = {
  args: { processing: { state: 'ready', posterUrl: storyFrame(1), onRetry: fn() } },
};

/** Upload without a file: the file is asked for, and nothing is sent. */
export const MissingFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findAllByText('Choose a video file.')).not.toHaveLength(0);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};
