import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { CareVideoDetail } from '#contract/care/careVideos';
import { inContentFrame } from '#screens/shared/storySupport';
import { CareVideoPlayerScreen } from './CareVideoPlayerScreen';

const categories = [
  {
    slug: 'grief-and-loss',
    title: 'Grief and loss',
    description: '',
    shown_in: 'en' as const,
    videos: 1,
  },
  { slug: 'marriage', title: 'Marriage', description: '', shown_in: 'en' as const, videos: 1 },
  { slug: 'anxiety', title: 'Anxiety', description: '', shown_in: 'en' as const, videos: 1 },
];

const videos = [
  {
    slug: 'hope-in-grief',
    title: 'Hope in grief',
    summary: 'What helps in the first weeks after a loss, and what does not.',
    shown_in: 'en' as const,
    category_slug: 'grief-and-loss',
    category_title: 'Grief and loss',
    speaker_name: 'Grace Lee',
    captions: ['en' as const, 'ko' as const],
    position: 75,
  },
  {
    slug: 'listening-to-each-other',
    title: 'Listening to each other',
    summary: 'A simple way for couples to talk about what hurts.',
    shown_in: 'en' as const,
    category_slug: 'marriage',
    category_title: 'Marriage',
    speaker_name: 'Daniel Ortiz',
    captions: [],
    position: 0,
  },
];

const video: CareVideoDetail = {
  slug: 'hope-in-grief',
  title: 'Hope in grief',
  summary: 'What helps in the first weeks after a loss, and what does not.',
  body: '<p>Grief is love with nowhere to go.</p>',
  shown_in: 'en',
  category_slug: 'grief-and-loss',
  category_title: 'Grief and loss',
  speaker: {
    slug: 'grace-lee',
    name: 'Grace Lee',
    credentials: 'Licensed marriage and family therapist',
    bio: 'Grace has walked with grieving families in her church for twenty years.',
    picture_url: null,
  },
  video_url: null,
  video_link: null,
  captions: [],
  position: 0,
  updated_at: '2026-11-20T10:00:00.000Z',
};

const meta = {
  title: 'Screens/Care/CareVideoPlayerScreen',
  component: CareVideoPlayerScreen,
  args: {
    status: 'ready',
    crisisLine: 'In the United States, call or text 988 (Suicide & Crisis Lifeline), any time.',
    categories,
    category: null,
    query: '',
    videos,
    video: null,
    videoStatus: 'none',
    hrefOf: () => '#',
    onSearch: fn(),
    onProgress: fn(),
    onRetry: fn(),
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CareVideoPlayerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: the crisis line first, search, categories, and where the reader stopped. */
export const Browse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('crisis-line')).toHaveTextContent('988');
    await expect(canvas.getByText('Resume at 1:15')).toBeVisible();
  },
};

export const BrowseKorean: Story = {
  globals: { locale: 'ko' },
  args: { crisisLine: '한국에서는 언제든지 109(자살예방 상담전화)로 전화하세요.' },
};

/** Watching: the speaker's bio beside the video. */
export const Watch: Story = { args: { video, videoStatus: 'ready' } };

export const WatchKorean: Story = {
  args: { video, videoStatus: 'ready' },
  globals: { locale: 'ko' },
};

/** No crisis line set: the general advice still shows. */
export const NoCrisisLine: Story = { args: { crisisLine: '' } };
