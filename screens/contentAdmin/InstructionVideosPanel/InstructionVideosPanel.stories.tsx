import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ScreenMessage } from '#screens/shared/messages';
import { inContentFrame } from '#screens/shared/storySupport';
import { InstructionVideosPanel } from './InstructionVideosPanel';

const meta = {
  title: 'Screens/ContentAdmin/InstructionVideosPanel',
  component: InstructionVideosPanel,
  args: {
    links: {
      'pastor-dashboard': 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'care-dashboard': '',
      'individual-dashboard': 'https://vimeo.com/76979871',
    },
    onSave: fn(async (): Promise<ScreenMessage | void> => undefined),
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof InstructionVideosPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each dashboard's instruction video, the care dashboard's not chosen yet. */
export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

/** Saving one dashboard's link sends that dashboard's slug and the link. */
export const SaveCareDashboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const care = canvas.getByRole('textbox', { name: /Care team dashboard/ });
    await userEvent.type(care, 'https://vimeo.com/22439234');
    const forms = canvasElement.querySelectorAll('form');
    await userEvent.click(within(forms[1] as HTMLElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('care-dashboard', 'https://vimeo.com/22439234');
    await expect(await canvas.findByText('The dashboard’s video was saved.')).toBeVisible();
  },
};

/** A link that is not YouTube or Vimeo is refused before it is sent. */
export const NotAVideoLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const care = canvas.getByRole('textbox', { name: /Care team dashboard/ });
    await userEvent.type(care, 'https://example.org/video');
    const forms = canvasElement.querySelectorAll('form');
    await userEvent.click(within(forms[1] as HTMLElement).getByRole('button', { name: 'Save' }));
    await expect(care).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
