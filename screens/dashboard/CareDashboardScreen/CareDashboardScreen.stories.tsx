import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inContentFrame, useStoryLocaleChange } from '#screens/shared/storySupport';
import { careLinks } from '../fixtures';
import { StoryShell } from '../storyShell';
import { CareDashboardScreen } from './CareDashboardScreen';

const meta = {
  title: 'Screens/Dashboard/CareDashboardScreen',
  component: CareDashboardScreen,
  args: {
    status: 'ready',
    firstName: 'Ruth',
    churchName: 'Grace Community Church',
    instructionVideoUrl: 'https://vimeo.com/22439234',
    links: careLinks,
    restricted: false,
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'care' },
} satisfies Meta<typeof CareDashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledDark: Story = { globals: { theme: 'dark' } };

/** No instruction video set, and no church name yet. */
export const Empty: Story = { args: { instructionVideoUrl: null, churchName: null } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

export const Restricted: Story = { args: { restricted: true } };

export const InShell: Story = {
  parameters: { contentFrame: false },
  render: function Render(args) {
    const changeLocale = useStoryLocaleChange();
    return (
      <StoryShell onLocaleChange={changeLocale} role="care" name="Ruth Park">
        <CareDashboardScreen {...args} />
      </StoryShell>
    );
  },
};

export const CareItemsLinkOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, href] of [
      ['Church profile', '/churchProfile'],
      ['Church access', '/churchAccess'],
      ['Bulletin inserts', '/bulletinInsertsCare'],
      ['Care video player', '/careVideoPlayer'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};
