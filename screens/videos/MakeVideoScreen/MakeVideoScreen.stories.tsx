import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { VideoSaveOutcome } from '#ds/video/VideoWizard';
import { storyFrame, storyFrames } from '#ds/video/storyFrames';
import { inContentFrame } from '#screens/shared/storySupport';
import { MakeVideoScreen } from './MakeVideoScreen';

const link = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

const meta = {
  title: 'Screens/Videos/MakeVideoScreen',
  component: MakeVideoScreen,
  args: {
    kind: 'welcome',
    status: 'ready',
    baseUrl: 'https://outreach.example.org/v/',
    churches: [{ id: '7', name: 'Grace Community Church' }],
    defaultChurchId: '7',
    thumbnailFrames: storyFrames(4),
    onCheckSlug: fn(async () => 'available' as const),
    onSave: fn(async (): Promise<VideoSaveOutcome> => undefined),
    onFinish: fn(async () => undefined),
    onRetry: fn(),
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['welcome', 'profile', 'story'] },
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MakeVideoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pastor's welcome video, step 1. */
export const Welcome: Story = { tags: ['visual'] };

export const WelcomeKorean: Story = { globals: { locale: 'ko' } };

export const Profile: Story = { args: { kind: 'profile' } };

/** Share your story: the route shows it in the dark theme. */
export const ShareYourStory: Story = {
  tags: ['visual'],
  args: { kind: 'story' },
  globals: { theme: 'dark' },
};

export const Loading: Story = { args: { kind: 'story', status: 'loading' } };

export const LoadError: Story = { args: { kind: 'story', status: 'error' } };

/** Save all sends the file: its progress shows. */
export const Uploading: Story = {
  args: {
    saveProgress: 65,
    initialState: {
      step: 'confirm',
      method: 'embed',
      link,
      video: { kind: 'embed', url: link },
      slug: 'grace-welcome',
      checkedSlug: 'grace-welcome',
      saving: true,
    },
  },
};

/** The server refused the file: the reason shows, in the person's words. */
export const NotAVideo: Story = {
  args: {
    saveError: 'makeVideo.errors.notVideo',
    initialState: {
      step: 'confirm',
      method: 'embed',
      link,
      video: { kind: 'embed', url: link },
      slug: 'grace-welcome',
      checkedSlug: 'grace-welcome',
      saveFailed: true,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'This file is not a video. Choose an MP4, MOV or WebM video.',
      ),
    ).toBeVisible();
  },
};

const saved = {
  step: 'church' as const,
  method: 'upload' as const,
  slug: 'grace-welcome',
  checkedSlug: 'grace-welcome',
  saved: true,
  finished: true,
  churchId: '7',
};

/** Saved and connected; the file is being prepared on the server. */
export const Processing: Story = {
  args: {
    initialState: saved,
    processing: { state: 'processing', posterUrl: null, onRetry: fn(), retrying: false },
  },
};

/** Ready, with the poster from the chosen frame. */
export const Ready: Story = {
  tags: ['visual'],
  args: {
    initialState: saved,
    processing: { state: 'ready', posterUrl: storyFrame(2), onRetry: fn(), retrying: false },
  },
};

/** Preparing failed: Try again. */
export const ProcessingFailed: Story = {
  args: {
    initialState: saved,
    processing: { state: 'failed', posterUrl: null, onRetry: fn(), retrying: false },
  },
};
