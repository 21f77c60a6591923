import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import { storyChurches } from '../storyData';
import { ChurchDirectoryScreen } from './ChurchDirectoryScreen';

const meta = {
  title: 'Screens/Connections/ChurchDirectoryScreen',
  component: ChurchDirectoryScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    search: '',
    onSearch: fn(),
    location: 'off',
    onUseLocation: fn(),
    churches: storyChurches.map((church) => ({ ...church, distanceKm: null })),
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChurchDirectoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

export const FilledFrench: Story = { globals: { locale: 'fr' } };

export const Nearby: Story = { args: { location: 'on', churches: storyChurches } };

export const NoMatch: Story = { args: { search: 'Atlantis', churches: [] } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

export const Searching: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Church name, city or zip code' }),
      'Springfield{Enter}',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('Springfield');
  },
};
