import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyFrame } from '#ds/video/storyFrames';
import type { ScreenMessage } from '#screens/shared/messages';
import { PictureUploadField } from './PictureUploadField';

const meta = {
  title: 'Screens/Shared/PictureUploadField',
  component: PictureUploadField,
  args: {
    name: 'picture',
    label: 'Choose a picture',
    hint: 'JPEG, PNG, WebP or GIF. It is cropped square and shown beside the speaker’s videos.',
    url: storyFrame(1),
    currentAlt: 'The speaker’s picture',
    noneText: 'No picture yet',
    shape: 'square',
    layout: 'beside',
    maxSize: 8_000_000,
    onUpload: fn(async (_file: File): Promise<ScreenMessage | void> => undefined),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PictureUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A care speaker's picture, square, beside its picker (their page in the admin). */
export const Square: Story = { tags: ['visual'] };

export const NoPictureYet: Story = { tags: ['visual'], args: { url: null } };

/** The church's headshot: round, above its picker. */
export const Headshot: Story = {
  args: { shape: 'headshot', layout: 'stacked', label: 'Pastor’s headshot' },
};

/** The picture goes up as soon as it is chosen; a refusal shows with a retry. */
export const Refused: Story = {
  parameters: { loki: { skip: true } },
  args: {
    onUpload: fn(
      async (_file: File): Promise<ScreenMessage | void> => 'careVideos.admin.picture.tooLarge',
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['picture'], 'speaker.png', { type: 'image/png' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await expect(
      await canvas.findByText('This picture is too large. Choose one of at most 8 MB.'),
    ).toBeVisible();
  },
};
