import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { storyFrame } from '#ds/video/storyFrames';
import type { ResourceListColumn, ResourceRow } from '#screens/admin/ResourceListScreen';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { CategoryPanels } from './CategoryPanels';

const answers: ResourceRow[] = [
  {
    id: 21,
    slug: 'who-is-jesus-in-three-minutes',
    title_en: 'Who is Jesus, in three minutes',
    answer_type: 'video',
    status: 'published',
  },
  {
    id: 22,
    slug: 'was-jesus-a-real-person',
    title_en: 'Was Jesus a real person?',
    answer_type: 'article',
    status: 'published',
  },
  {
    id: 23,
    slug: 'a-prayer-to-know-jesus',
    title_en: 'A prayer to know Jesus',
    answer_type: 'prayer',
    status: 'draft',
  },
];

const testimonials: ResourceRow[] = [
  {
    id: 4,
    slug: 'maria-met-jesus',
    title_en: 'Maria: how I met Jesus',
    source: 'story_video',
    source_label: 'Maria · Grace Community Church',
    status: 'published',
  },
];

/** The panels with their columns in the story's language, as the category's page builds them. */
function Panels({
  answerRows,
  testimonialRows,
  coverUrl,
}: {
  answerRows: ResourceRow[];
  testimonialRows: ResourceRow[];
  coverUrl: string | null;
}) {
  const t = useT();
  const statuses = {
    draft: t('resources.player_categories.statuses.draft'),
    published: t('resources.player_categories.statuses.published'),
  };
  const answerColumns: ResourceListColumn[] = [
    {
      name: 'title_en',
      label: t('resources.content.fields.title_en'),
      kind: 'text',
      href: (row) => `/admin/category/detail/who-is-jesus/answer/${String(row.slug)}`,
    },
    {
      name: 'answer_type',
      label: t('resources.content.fields.answer_type'),
      kind: 'badge',
      valueLabels: {
        video: t('resources.content.answerTypes.video'),
        article: t('resources.content.answerTypes.article'),
        prayer: t('resources.content.answerTypes.prayer'),
      },
    },
    {
      name: 'status',
      label: t('resources.content.fields.status'),
      kind: 'badge',
      valueLabels: statuses,
    },
  ];
  const testimonialColumns: ResourceListColumn[] = [
    {
      name: 'title_en',
      label: t('resources.player_testimonials.fields.title_en'),
      kind: 'text',
      href: (row) => `/admin/category/detail/who-is-jesus/testimonial/${String(row.slug)}`,
    },
    {
      name: 'source',
      label: t('resources.player_testimonials.fields.source'),
      kind: 'badge',
      valueLabels: {
        story_video: t('resources.player_testimonials.sources.story_video'),
        testimonial: t('resources.player_testimonials.sources.testimonial'),
      },
    },
    {
      name: 'source_label',
      label: t('resources.player_testimonials.fields.source_label'),
      kind: 'text',
    },
    {
      name: 'status',
      label: t('resources.player_testimonials.fields.status'),
      kind: 'badge',
      valueLabels: statuses,
    },
  ];
  return (
    <CategoryPanels
      coverUrl={coverUrl}
      onUploadCover={fn(async () => undefined)}
      maxCoverBytes={8_000_000}
      answers={{
        title: t('playerAdmin.category.answers'),
        columns: answerColumns,
        rows: answerRows,
        status: 'ready',
        emptyMessage: t('playerAdmin.category.noAnswers'),
        action: {
          label: t('routes.adminAnswerCreate'),
          href: '/admin/category/detail/who-is-jesus/answer/create',
        },
        timeZone: storyTimeZone,
      }}
      testimonials={{
        title: t('playerAdmin.category.testimonials'),
        columns: testimonialColumns,
        rows: testimonialRows,
        status: 'ready',
        emptyMessage: t('playerAdmin.category.noTestimonials'),
        action: {
          label: t('routes.adminTestimonialCreate'),
          href: '/admin/category/detail/who-is-jesus/testimonial/create',
        },
        timeZone: storyTimeZone,
      }}
    />
  );
}

const meta = {
  title: 'Screens/Player/CategoryPanels',
  component: Panels,
  args: { answerRows: answers, testimonialRows: testimonials, coverUrl: storyFrame(2) },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof Panels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's page under its form: its answers, its testimonial and its cover. */
export const Filled: Story = { tags: ['visual'] };

/** Each answer links to its page by slug, beside the link to add one. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Was Jesus a real person?' })).toHaveAttribute(
      'href',
      '/admin/category/detail/who-is-jesus/answer/was-jesus-a-real-person',
    );
    await expect(canvas.getByRole('link', { name: 'Add answer' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'The category’s cover picture' })).toBeVisible();
  },
};

/** A new category: nothing in it yet, and no cover. */
export const Empty: Story = {
  tags: ['visual'],
  args: { answerRows: [], testimonialRows: [], coverUrl: null },
};

/** The empty category says so, and asks for a cover. */
export const EmptyTexts: Story = {
  args: { answerRows: [], testimonialRows: [], coverUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No answer yet. Add the first one.')).toBeVisible();
    await expect(canvas.getByText('No cover picture yet')).toBeVisible();
  },
};

/** The same for an admin reading Korean. */
export const FilledKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };
