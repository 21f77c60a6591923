import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { storyVideos } from '../storyVideos';
import { JesusStoriesScreen } from './JesusStoriesScreen';

const stories = [
  {
    ...storyVideos[0]!,
    status: 'approved' as const,
    publicHref: 'https://outreach.example/v/isabel-brooks',
    ownChurch: true,
  },
  {
    ...storyVideos[1]!,
    status: 'approved' as const,
    churchName: 'Riverside Church',
    publicHref: null,
    ownChurch: false,
  },
];

const meta = {
  title: 'Screens/Videos/JesusStoriesScreen',
  component: JesusStoriesScreen,
  args: { status: 'ready', stories, onRetry: fn(), timeZone: storyTimeZone },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof JesusStoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { globals: { locale: 'ko' } };

export const FilledDark: Story = { globals: { theme: 'dark' } };

export const Empty: Story = { args: { stories: [] } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };
