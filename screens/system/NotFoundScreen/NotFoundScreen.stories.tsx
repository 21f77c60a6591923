import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inContentFrame, storyYear, useStoryLocaleChange } from '#screens/shared/storySupport';
import { NotFoundScreen, type NotFoundScreenProps } from './NotFoundScreen';

const meta = {
  title: 'Screens/System/NotFoundScreen',
  component: NotFoundScreen,
  args: { homeHref: '/dashboard', onLocaleChange: fn(), year: storyYear },
  argTypes: {
    layout: { control: 'inline-radio', options: ['standalone', 'embedded'] },
    destination: { control: 'inline-radio', options: ['dashboard', 'signIn'] },
  },
  parameters: { layout: 'fullscreen' },
  render: function Render(args: NotFoundScreenProps) {
    const changeLocale = useStoryLocaleChange();
    return (
      <NotFoundScreen
        {...args}
        onLocaleChange={(locale) => {
          args.onLocaleChange?.(locale);
          changeLocale(locale);
        }}
      />
    );
  },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The public 404 page (/users/system/404). */
export const Standalone: Story = { tags: ['visual'] };

export const StandaloneKorean: Story = { globals: { locale: 'ko' } };

export const StandaloneDark: Story = { globals: { theme: 'dark' } };

/** Nobody is signed in: the way out is sign-in. */
export const SignedOut: Story = { args: { homeHref: '/users/signIn', destination: 'signIn' } };

/** Inside the app shell (the app's own 404 route). */
export const Embedded: Story = { args: { layout: 'embedded' }, decorators: [inContentFrame] };

export const LinksHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};
