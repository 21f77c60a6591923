import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { inContentFrame } from '#screens/shared/storySupport';
import { VideoPlayerScreen } from './VideoPlayerScreen';

const categories = [
  { slug: 'who-is-jesus', title: 'Who is Jesus?' },
  { slug: 'hope-in-hard-times', title: 'Hope in hard times' },
  { slug: 'prayer', title: 'Prayer' },
];

const saved = {
  id: 'gracechurch1',
  website_url: 'https://gracecommunity.example.org',
  category_slug: null,
  donation_url: 'https://gracecommunity.example.org/give',
};

const meta = {
  title: 'Screens/Player/VideoPlayerScreen',
  component: VideoPlayerScreen,
  args: {
    status: 'ready',
    churchName: 'Grace Community Church',
    categories,
    embed: null,
    // Its pages are not served in Storybook; the codes and the preview name it all the same.
    playerOrigin: 'https://player.example.org',
    onSave: fn(async (): Promise<ScreenFormOutcome | void> => undefined),
    onCopied: fn(),
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VideoPlayerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first save: the form and the install steps, no code yet. */
export const FirstVisit: Story = { tags: ['visual'] };

export const FirstVisitKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

/**
 * Saved: the code, its preview (a frame of the player, which Storybook does not serve, so no
 * visual reference) and a code per category.
 */
export const Saved: Story = {
  args: { embed: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('figure', { name: 'Your embed code' });
    const text = code.querySelector('code')?.textContent ?? '';
    expect(text).toContain('src="https://player.example.org/embed/gracechurch1"');
    expect(text).toContain('></iframe>');
    expect(text).toContain('loading="lazy"');
    expect(text).toContain('referrerpolicy="strict-origin-when-cross-origin"');
    // The preview renders exactly that code: the browser reads both the same way.
    const template = document.createElement('template');
    template.innerHTML = text;
    await expect(canvas.getByTestId('player-preview').innerHTML).toBe(template.innerHTML);
    // One code for all categories and one for each.
    await expect(canvas.getByText('Code for Prayer')).toBeVisible();
    // The loader adds its script to every code.
    await userEvent.click(canvas.getByRole('checkbox', { name: /height follow its content/ }));
    await expect(code.querySelector('code')?.textContent).toContain('<script');
  },
};

/** An address without https is refused before anything is sent. */
export const RefusesHttp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const website = canvas.getByRole('textbox', { name: /website address/ });
    await userEvent.type(website, 'http://gracecommunity.example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and get the code' }));
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(website);
    await userEvent.type(website, 'https://gracecommunity.example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and get the code' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ website_url: 'https://gracecommunity.example.org' }),
    );
  },
};
