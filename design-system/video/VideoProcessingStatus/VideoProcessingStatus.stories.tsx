import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '#ds/storySupport';
import { storyFrame } from '../storyFrames';
import { VideoProcessingStatus } from './VideoProcessingStatus';

const meta = {
  title: 'Design System/Video/VideoProcessingStatus',
  component: VideoProcessingStatus,
  args: { state: 'processing', posterUrl: storyFrame(1), onRetry: fn(), retrying: false },
  argTypes: {
    state: { control: 'inline-radio', options: ['processing', 'ready', 'failed'] },
  },
} satisfies Meta<typeof VideoProcessingStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Just saved: the server is preparing the file. */
export const Processing: Story = {};

/** Ready, with the poster taken from the chosen frame. */
export const Ready: Story = { args: { state: 'ready' } };

export const Failed: Story = { args: { state: 'failed' } };

/** Try again is on its way. */
export const Retrying: Story = { args: { state: 'failed', retrying: true } };

export const KoreanFailed: Story = { args: { state: 'failed' }, globals: { locale: 'ko' } };

export const DarkReady: Story = { args: { state: 'ready' }, globals: { theme: 'dark' } };

/** Every state, one under another. */
export const Catalog: Story = {
  render: (args) => (
    <CatalogGrid gap={6}>
      <VideoProcessingStatus {...args} state="processing" />
      <VideoProcessingStatus {...args} state="ready" />
      <VideoProcessingStatus {...args} state="failed" />
    </CatalogGrid>
  ),
};

/** Try again calls back; without a callback there is no button. */
export const RetryCallsBack: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FailedWithoutRetry: Story = {
  args: { state: 'failed', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
