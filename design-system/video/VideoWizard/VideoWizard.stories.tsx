import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { colorThemes } from '#ds/tokens';
import { storyFrames } from '../storyFrames';
import { VideoWizard, type VideoSaveOutcome } from './VideoWizard';
import type { VideoWizardState } from './videoWizardReducer';

const frames = storyFrames(4);
const link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const churches = [
  { id: 'grace', name: 'Grace Community Church', detail: 'Springfield, IL' },
  { id: 'grace-north', name: 'Grace Community Church – North Campus', detail: 'Rockford, IL' },
  { id: 'hope', name: 'Hope Fellowship', detail: 'Peoria, IL' },
];

/** The wizard after step 2 with an embedded video and a free custom URL. */
const confirmState: Partial<VideoWizardState> = {
  step: 'confirm',
  method: 'embed',
  link,
  video: { kind: 'embed', url: link },
  slug: 'grace-church-welcome',
  checkedSlug: 'grace-church-welcome',
  thumbnail: frames[1]!.src,
};

/** The server of the stories: 'grace-church' is taken, every other slug is free. */
const checkSlug = fn(async (slug: string) =>
  slug === 'grace-church' ? ('taken' as const) : ('available' as const),
);

const meta = {
  title: 'Design System/Video/VideoWizard',
  component: VideoWizard,
  args: {
    baseUrl: 'https://stories.example.org/',
    churches,
    defaultChurchId: 'grace',
    thumbnailFrames: frames,
    onCheckSlug: checkSlug,
    onSave: fn(async (): Promise<VideoSaveOutcome> => undefined),
    onFinish: fn(async () => undefined),
  },
  argTypes: {
    cameraProblem: {
      control: 'inline-radio',
      options: [undefined, 'unavailable', 'denied', 'busy'],
    },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VideoWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, nothing chosen yet. */
export const Playground: Story = {};

/** Step 1 with a YouTube link pasted: the player waits behind its poster. */
export const StepVideoEmbed: Story = { args: { initialState: { method: 'embed', link } } };

/** Step 1 with a link that is not YouTube or Vimeo, after Next. */
export const StepVideoInvalidLink: Story = {
  args: {
    initialState: {
      method: 'embed',
      link: 'https://example.com/my-video',
      videoProblem: 'linkInvalid',
    },
  },
};

/** Step 1, upload: no file yet. */
export const StepVideoUpload: Story = { args: { initialState: { method: 'upload' } } };

/** Step 1, record, on a device without a camera (as in headless browsers). */
export const StepVideoCameraUnavailable: Story = {
  args: { cameraProblem: 'unavailable', initialState: { method: 'record' } },
};

/** Step 1, record, after the visitor (or the browser) refused the camera. */
export const StepVideoCameraDenied: Story = {
  args: { cameraProblem: 'denied', initialState: { method: 'record' } },
};

/** Step 1, a recording waiting for Redo or Keep. */
export const StepVideoRecordingToKeep: Story = {
  args: { initialState: { method: 'record', take: new Blob([], { type: 'video/webm' }) } },
  // An empty recording paints the player differently from run to run: no visual reference.
  tags: ['no-visual'],
};

/** Step 1, Next without a video. */
export const StepVideoMissing: Story = {
  args: { initialState: { method: 'upload', videoProblem: 'missing' } },
};

/** Step 2 with a well-formed custom URL and its live preview. */
export const StepCustomUrl: Story = {
  args: { initialState: { ...confirmState, step: 'customUrl', checkedSlug: null } },
};

/** Step 2: a taken custom URL is said while the person types, before Next; a free one too. */
export const CustomUrlCheckedWhileTyping: Story = {
  args: { initialState: { ...confirmState, step: 'customUrl', slug: '', checkedSlug: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slug = canvas.getByRole('textbox', { name: /Custom URL/ });
    await userEvent.type(slug, 'grace-church');
    await expect(
      await canvas.findByText('This Custom URL already exists, please pick another one.'),
    ).toBeInTheDocument();
    await expect(args.onCheckSlug).toHaveBeenCalledWith('grace-church');
    await userEvent.type(slug, '-welcome');
    // The field's description says so (its hint), and the status region reads it out.
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/This Custom URL is free\./));
    await expect(
      canvas.queryByText('This Custom URL already exists, please pick another one.'),
    ).not.toBeInTheDocument();
  },
};

/** Step 2: the custom URL breaks the slug rule. */
export const StepCustomUrlInvalid: Story = {
  args: {
    initialState: {
      ...confirmState,
      step: 'customUrl',
      slug: 'Grace Church',
      slugProblem: 'invalid',
      checkedSlug: null,
    },
  },
};

/** Step 2: the server says the custom URL is taken. */
export const SlugTaken: Story = {
  args: {
    initialState: {
      ...confirmState,
      step: 'customUrl',
      slug: 'grace-church',
      slugProblem: 'taken',
      checkedSlug: null,
    },
  },
};

/** Step 3: the video, its thumbnail and its address, with Redo all and Save all. */
export const StepConfirm: Story = { args: { initialState: confirmState } };

/** Step 3 while Save all runs: everything waits. */
export const Saving: Story = { args: { initialState: { ...confirmState, saving: true } } };

/** Step 3 after a failed save. */
export const SaveFailed: Story = { args: { initialState: { ...confirmState, saveFailed: true } } };

/** Step 3 while a file is sent: the upload's progress shows. */
export const Uploading: Story = {
  args: { saveProgress: 40, initialState: { ...confirmState, saving: true } },
};

/** Step 3 after the server refused the file: the reason, in the person's words. */
export const SaveFailedWithReason: Story = {
  args: {
    saveError: 'This file is not a video. Choose an MP4, MOV or WebM video.',
    initialState: { ...confirmState, saveFailed: true },
  },
};

/** Someone took the custom URL after the check: Save all goes back to step 2 and says so. */
export const SlugTakenOnSave: Story = {
  args: {
    initialState: confirmState,
    onSave: fn(async (): Promise<VideoSaveOutcome> => 'slugTaken'),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save all' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ slug: 'grace-church-welcome', posterSeconds: null }),
    );
    await expect(
      await canvas.findByText('This Custom URL already exists, please pick another one.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Custom URL/ })).toHaveFocus();
  },
};

/** Step 4: the user's church is suggested; they confirm or pick another. */
export const StepChurch: Story = {
  args: { initialState: { ...confirmState, step: 'church', saved: true } },
};

/** Step 4 with no church to connect to yet. */
export const StepChurchNone: Story = {
  args: {
    churches: [],
    defaultChurchId: undefined,
    initialState: { ...confirmState, step: 'church', saved: true },
  },
};

/** Done: connected, with the link to share. */
export const Finished: Story = {
  args: { initialState: { ...confirmState, step: 'church', saved: true, finished: true } },
};

export const KoreanWizard: Story = {
  args: { initialState: confirmState },
  globals: { locale: 'ko' },
};

export const DarkWizard: Story = {
  args: { initialState: confirmState },
  globals: { theme: 'dark' },
};

export const KoreanStepVideo: Story = {
  args: { initialState: { method: 'embed', link } },
  globals: { locale: 'ko' },
};

export const DarkStepChurch: Story = {
  args: { initialState: { ...confirmState, step: 'church', saved: true } },
  globals: { theme: 'dark' },
};

/** The embed path through steps 1 to 3: link, custom URL (taken, then free), confirmation. */
export const EmbedPath: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Choose how to add your video.')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('radio', { name: /Embed/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /YouTube or Vimeo link/ }), link);
    await expect(canvas.getByRole('button', { name: /Play video/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Choose your custom URL' })).toHaveFocus(),
    );
    const slug = canvas.getByRole('textbox', { name: /Custom URL/ });
    await userEvent.type(slug, 'grace-church');
    await expect(canvas.getByText('grace-church', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      await canvas.findByText('This Custom URL already exists, please pick another one.'),
    ).toBeInTheDocument();
    await expect(args.onCheckSlug).toHaveBeenCalledWith('grace-church');
    await waitFor(() => expect(slug).toHaveFocus());

    await userEvent.type(slug, '-welcome{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Check and save' })).toHaveFocus(),
    );
    await expect(
      canvas.getByText('https://stories.example.org/grace-church-welcome'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Frame at 0:06' })).toBeChecked();
  },
};

/** Step 3 onwards: pick a thumbnail, Save all, pick the church, Finish. */
export const SaveAndConnect: Story = {
  args: { initialState: confirmState },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Frame at 0:30' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save all' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      video: { kind: 'embed', url: link },
      slug: 'grace-church-welcome',
      url: 'https://stories.example.org/grace-church-welcome',
      thumbnail: frames[2]!.src,
      posterSeconds: frames[2]!.time,
    });
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Connect your church' })).toHaveFocus(),
    );
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('radio', { name: /Grace Community Church Springfield/ }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Hope Fellowship/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(args.onFinish).toHaveBeenCalledWith('hope');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'All done!' })).toHaveFocus());
    await expect(
      canvas.getByText('Your video is saved and connected to Hope Fellowship.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Link to your video' })).toHaveValue(
      'https://stories.example.org/grace-church-welcome',
    );
  },
};

/** Redo all asks first; confirming clears everything and goes back to step 1. */
export const RedoAllAsksFirst: Story = {
  args: { initialState: confirmState },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Redo all' }));
    const dialog = await page.findByRole('dialog', { name: 'Start over?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('heading', { name: 'Check and save' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Redo all' }));
    await userEvent.click(
      within(await page.findByRole('dialog')).getByRole('button', { name: 'Redo all' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: /Record, upload or embed/ })).toHaveFocus(),
    );
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** A failed save keeps everything and says so; Save all tries again. */
export const SaveFailureIsReported: Story = {
  args: {
    initialState: confirmState,
    onSave: fn(async () => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save all' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong!');
    await expect(canvas.getByRole('heading', { name: 'Check and save' })).toBeInTheDocument();
  },
};

/** The real camera request: headless browsers have none, so the recorder explains what to do. */
export const RecordWithoutCamera: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Record/ }));
    await expect(
      await canvas.findByText(
        /No camera available|Camera access is blocked|The camera is in use/,
        {},
        { timeout: 10000 },
      ),
    ).toBeInTheDocument();
  },
};

/** A fake camera (a painted canvas) records two seconds; Keep makes it the video. */
export const RecordAndKeep: Story = {
  args: {
    getCameraStream: async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const context = canvas.getContext('2d')!;
      let frame = 0;
      const timer = setInterval(() => {
        frame += 1;
        context.fillStyle = frame % 20 < 10 ? colorThemes.light.accent : colorThemes.light.success;
        context.fillRect(0, 0, canvas.width, canvas.height);
      }, 50);
      const stream = canvas.captureStream(20);
      // Stopping the track (the recorder releasing the camera) stops the painting too.
      stream.getVideoTracks()[0]!.addEventListener('ended', () => clearInterval(timer));
      const stop = MediaStreamTrack.prototype.stop;
      stream.getVideoTracks()[0]!.stop = function () {
        clearInterval(timer);
        stop.call(this);
      };
      return stream;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Record/ }));
    const start = await canvas.findByRole('button', { name: 'Start recording' });
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    await expect(await canvas.findByRole('timer')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop recording' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep' }));
    await expect(await canvas.findByText('Recording kept.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Choose your custom URL' })).toHaveFocus(),
    );
  },
};
