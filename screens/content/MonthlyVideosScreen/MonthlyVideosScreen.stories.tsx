import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import { storyFiles, storyTalkingPoints } from '../storyData';
import { MonthlyVideosScreen } from './MonthlyVideosScreen';

const pages = [
  {
    key: 'start-with-a-question',
    month: '2026-11',
    title: 'Start with a question',
    summary: 'Conversations about faith begin more easily with a question than a speech.',
    shownIn: 'en',
    hasVideo: true,
  },
  {
    key: 'listening-well',
    month: '2026-10',
    title: 'Listening well',
    summary: 'Why people open up to those who listen, and how to listen without fixing.',
    shownIn: 'en',
    hasVideo: true,
  },
  {
    key: 'inviting-with-confidence',
    month: '2026-09',
    title: 'Inviting with confidence',
    summary: 'A simple invitation, a card in hand, and no pressure.',
    shownIn: 'en',
    hasVideo: true,
  },
];

const meta = {
  title: 'Screens/Content/MonthlyVideosScreen',
  component: MonthlyVideosScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    pages,
    selected: { ...pages[0]!, body: storyTalkingPoints, files: storyFiles.slice(0, 1) },
    currentMonth: '2026-11',
    onOpen: fn(),
    onPlay: fn(),
    playing: { url: null, title: 'Monthly video: Start with a question', media: 'page' },
    onClosePlayer: fn(),
    onDownload: fn(async () => undefined),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'empty', 'ready'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MonthlyVideosScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This month's page first (video, talking points, files), then the archive. */
export const ThisMonth: Story = { tags: ['visual'] };

export const Korean: Story = {
  globals: { locale: 'ko' },
  args: {
    selected: {
      ...pages[0]!,
      title: '질문으로 시작하세요',
      shownIn: 'ko',
      body: '<ul><li>어떤 질문이 당신에게 문을 열어 주었나요?</li><li>말하는 것보다 두 배 더 들으세요.</li></ul>',
      files: storyFiles.slice(0, 1),
    },
  },
  tags: ['visual'],
};

export const Empty: Story = { args: { status: 'empty', pages: [], selected: undefined } };

export const Loading: Story = { args: { status: 'loading' } };

/** Play opens the video; an earlier month opens with its own Open. */
export const PlaysAndOpens: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play the video' }));
    await expect(args.onPlay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Open October 2026' }));
    await expect(args.onOpen).toHaveBeenCalledWith('listening-well');
  },
};

/** The overlay plays it full screen; its close button closes it. */
export const Playing: Story = {
  tags: ['no-visual'],
  args: {
    playing: { url: 'about:blank', title: 'Monthly video: Start with a question', media: 'page' },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Monthly video: Start with a question',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClosePlayer).toHaveBeenCalledOnce();
  },
};
