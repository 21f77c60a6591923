import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inContentFrame, storyYear, useStoryLocaleChange } from '#screens/shared/storySupport';
import { ComingSoonScreen, type ComingSoonScreenProps } from './ComingSoonScreen';

const meta = {
  title: 'Screens/System/ComingSoonScreen',
  component: ComingSoonScreen,
  args: {
    dashboardHref: '/dashboard',
    feature: 'routes.inbox',
    onLocaleChange: fn(),
    year: storyYear,
  },
  argTypes: { layout: { control: 'inline-radio', options: ['standalone', 'embedded'] } },
  parameters: { layout: 'fullscreen' },
  render: function Render(args: ComingSoonScreenProps) {
    const changeLocale = useStoryLocaleChange();
    return (
      <ComingSoonScreen
        {...args}
        onLocaleChange={(locale) => {
          args.onLocaleChange?.(locale);
          changeLocale(locale);
        }}
      />
    );
  },
} satisfies Meta<typeof ComingSoonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the app shell, standing in for the Messages page. */
export const Embedded: Story = {
  tags: ['visual'],
  decorators: [inContentFrame],
};

export const EmbeddedKorean: Story = { ...Embedded, tags: [], globals: { locale: 'ko' } };

export const EmbeddedDark: Story = { ...Embedded, tags: [], globals: { theme: 'dark' } };

/** Without a page name: the title says 'Coming soon'. */
export const Generic: Story = { args: { feature: undefined }, decorators: [inContentFrame] };

/** The public page /users/system/coming. */
export const Standalone: Story = { args: { layout: 'standalone', feature: undefined } };

export const LinksBackToDashboard: Story = {
  decorators: [inContentFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};
