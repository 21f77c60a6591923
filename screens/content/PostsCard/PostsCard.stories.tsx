import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { storyPosts } from '../storyData';
import { PostsCard } from './PostsCard';

const meta = {
  title: 'Screens/Content/PostsCard',
  component: PostsCard,
  args: { status: 'ready', posts: storyPosts, unread: 1, timeZone: storyTimeZone },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PostsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** News on a dashboard, newest first: the unread post marked. */
export const News: Story = { tags: ['visual'] };

export const NewestFirstUnreadMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 unread')).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'This month’s video is ready',
      'New bulletin inserts for care teams',
    ]);
  },
};

export const AllRead: Story = {
  args: { posts: storyPosts.map((post) => ({ ...post, unread: false })), unread: 0 },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Korean: Story = { globals: { locale: 'ko' } };
