import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ScreenMessage } from '#screens/shared/messages';
import { inContentFrame } from '#screens/shared/storySupport';
import { InstructionVideosPanel } from './InstructionVideosPanel';

const meta = {
  title: 'Screens/ContentAdmin/InstructionVideosPanel',
  component: InstructionVideosPanel,
  args: {
    choices: {
      'pastor-dashboard': { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', videoId: '' },
      'care-dashboard': { url: '', videoId: '' },
      'individual-dashboard': { url: '', videoId: '12' },
    },
    uploadedVideos: [
      { value: '12', label: 'Instruction video: #12 (Nov 3, 2026)' },
      { value: '9', label: 'Monthly video: #9 (Oct 1, 2026)' },
    ],
    onSave: fn(async (): Promise<ScreenMessage | void> => undefined),
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof InstructionVideosPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link, nothing chosen yet, and an uploaded video. */
export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

const slotForm = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole('form', { name }));

/** Saving one dashboard's link sends that dashboard's slug and the link. */
export const SaveCareDashboard: Story = {
  play: async ({ canvasElement, args }) => {
    const care = slotForm(canvasElement, /Care team dashboard/);
    await userEvent.type(
      care.getByRole('textbox', { name: /YouTube or Vimeo link/ }),
      'https://vimeo.com/22439234',
    );
    await userEvent.click(care.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('care-dashboard', {
      url: 'https://vimeo.com/22439234',
    });
    await expect(await care.findByText('The dashboard’s video was saved.')).toBeVisible();
  },
};

/** An uploaded video is chosen from the admins' uploads and sent by its id. */
export const ChooseUploadedVideo: Story = {
  play: async ({ canvasElement, args }) => {
    const pastor = slotForm(canvasElement, /Church partners’ dashboard/);
    await userEvent.click(pastor.getByRole('radio', { name: 'A video uploaded by an admin' }));
    await userEvent.selectOptions(
      pastor.getByRole('combobox', { name: /Uploaded video/ }),
      'Monthly video: #9 (Oct 1, 2026)',
    );
    await userEvent.click(pastor.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('pastor-dashboard', { video_id: 9 });
  },
};

/** A link that is not YouTube or Vimeo is refused before it is sent. */
export const NotAVideoLink: Story = {
  play: async ({ canvasElement, args }) => {
    const care = slotForm(canvasElement, /Care team dashboard/);
    const link = care.getByRole('textbox', { name: /YouTube or Vimeo link/ });
    await userEvent.type(link, 'https://example.org/video');
    await userEvent.click(care.getByRole('button', { name: 'Save' }));
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
