import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inContentFrame, storyYear, useStoryLocaleChange } from '#screens/shared/storySupport';
import { RouteLoadErrorScreen, type RouteLoadErrorScreenProps } from './RouteLoadErrorScreen';

const meta = {
  title: 'Screens/System/RouteLoadErrorScreen',
  component: RouteLoadErrorScreen,
  args: { onRetry: fn(), dashboardHref: '/dashboard', onLocaleChange: fn(), year: storyYear },
  argTypes: {
    reason: { control: 'inline-radio', options: ['failed', 'timeout'] },
    layout: { control: 'inline-radio', options: ['standalone', 'embedded'] },
  },
  parameters: { layout: 'fullscreen' },
  render: function Render(args: RouteLoadErrorScreenProps) {
    const changeLocale = useStoryLocaleChange();
    return (
      <RouteLoadErrorScreen
        {...args}
        onLocaleChange={(locale) => {
          args.onLocaleChange?.(locale);
          changeLocale(locale);
        }}
      />
    );
  },
} satisfies Meta<typeof RouteLoadErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's code did not arrive (offline, a new release replaced it). */
export const Failed: Story = {
  tags: ['visual'],
  decorators: [inContentFrame],
};

export const FailedKorean: Story = { ...Failed, tags: [], globals: { locale: 'ko' } };

export const FailedDark: Story = { ...Failed, tags: [], globals: { theme: 'dark' } };

/** Nothing arrived within 120 seconds. */
export const TimedOut: Story = { args: { reason: 'timeout' }, decorators: [inContentFrame] };

export const Retrying: Story = { args: { retrying: true }, decorators: [inContentFrame] };

/** A public page (sign-in) whose code failed to load. */
export const Standalone: Story = { args: { layout: 'standalone', dashboardHref: undefined } };

export const FocusAndRetry: Story = {
  decorators: [inContentFrame],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'This page could not be loaded' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
