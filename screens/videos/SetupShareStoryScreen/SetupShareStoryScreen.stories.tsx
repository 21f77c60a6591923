import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import { SetupShareStoryScreen } from './SetupShareStoryScreen';

const meta = {
  title: 'Screens/Videos/SetupShareStoryScreen',
  component: SetupShareStoryScreen,
  args: {
    status: 'ready',
    inviteUrl: 'https://outreach.example.org/share-your-story?church=grace-community-church',
    slug: 'grace-community-church',
    videoUrl: 'https://vimeo.com/1084537',
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SetupShareStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { tags: ['visual'] };

export const Korean: Story = { globals: { locale: 'ko' } };

/** No invitation video in the settings yet. */
export const WithoutVideo: Story = { args: { videoUrl: undefined } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };
