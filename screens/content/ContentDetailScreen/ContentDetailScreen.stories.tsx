import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import type { DownloadResult } from '../contentViews';
import { storyBody, storyFiles } from '../storyData';
import { ContentDetailScreen } from './ContentDetailScreen';

const meta = {
  title: 'Screens/Content/ContentDetailScreen',
  component: ContentDetailScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    back: { label: 'All study guides', href: '/studyGuides' },
    language: 'en',
    item: {
      title: 'Sharing your story',
      summary: 'Three sessions for small groups on telling what God has done in your life.',
      body: storyBody,
      shownIn: 'en',
      topic: 'Evangelism',
      publishedAt: '2026-11-08T09:00:00.000Z',
      files: storyFiles,
    },
    onDownload: fn(async (_id: number): Promise<DownloadResult> => undefined),
    timeZone: storyTimeZone,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'empty', 'ready'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContentDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A study guide: its text beside its files. */
export const StudyGuide: Story = { tags: ['visual'] };

/** A French reader on a guide without French: English, marked so. */
export const FrenchShownInEnglish: Story = {
  globals: { locale: 'fr' },
  args: { language: 'fr', back: { label: 'Tous les guides d’étude', href: '/fr/studyGuides' } },
  tags: ['visual'],
};

/** An item gone or not for this reader. */
export const NotFound: Story = { args: { status: 'empty', item: undefined } };

export const Loading: Story = { args: { status: 'loading', item: undefined } };

export const Korean: Story = { globals: { locale: 'ko' } };

/** No script reaches the page, even from a body that came round the server's sanitizer. */
export const SanitizedOnRender: Story = {
  args: {
    item: {
      title: 'Sanitized',
      summary: 'A body with hostile markup.',
      body: '<p>Safe text</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
      shownIn: 'en',
      files: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
  },
};

/** A refused link says so, and Download can be pressed again. */
export const DownloadRefused: Story = {
  args: {
    onDownload: fn(async (_id: number): Promise<DownloadResult> => 'education.downloadFailed'),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Download Sharing your story - study guide.pdf' }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(1);
    await expect(
      await canvas.findByText('The download could not start. Please try again.'),
    ).toBeVisible();
  },
};
