import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inContentFrame } from '#screens/shared/storySupport';
import { storyGuides, storyGuidesFrench, storyResources } from '../storyData';
import { ContentListScreen } from './ContentListScreen';

const meta = {
  title: 'Screens/Content/ContentListScreen',
  component: ContentListScreen,
  args: {
    status: 'ready',
    onRetry: fn(),
    title: 'Study guides',
    description: 'Guides for small groups and classes, with files to print.',
    filters: { language: 'en', topic: '', search: '' },
    topics: [
      { value: 'evangelism', label: 'Evangelism' },
      { value: 'hospitality', label: 'Hospitality' },
      { value: 'prayer', label: 'Prayer' },
    ],
    onFiltersChange: fn(),
    items: storyGuides,
    total: 3,
    paging: { page: 1, pageCount: 1, onPageChange: fn() },
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContentListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Study guides, with the search, language and topic filters. */
export const StudyGuides: Story = { tags: ['visual'] };

/** A French reader: the guide without French is shown in English, and says so. */
export const FrenchShownInEnglish: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Guides d’étude',
    description: 'Des guides pour les petits groupes et les cours, avec des fichiers à imprimer.',
    filters: { language: 'fr', topic: '', search: '' },
    items: storyGuidesFrench,
  },
  tags: ['visual'],
};

/** Resources also filter by type. */
export const Resources: Story = {
  args: {
    title: 'Resources',
    description: 'Slides, social images and posters for your church.',
    filters: { language: 'en', topic: '', search: '', resourceType: '' },
    resourceTypes: [
      { value: 'slides', label: 'Slides' },
      { value: 'social_images', label: 'Social images' },
      { value: 'posters', label: 'Posters' },
    ],
    items: storyResources,
    total: 2,
  },
  tags: ['visual'],
};

/** A search that finds nothing keeps the filters on screen. */
export const NothingFound: Story = {
  args: { filters: { language: 'en', topic: '', search: 'zzz' }, items: [], total: 0 },
  tags: ['visual'],
};

export const Paged: Story = {
  args: { total: 30, paging: { page: 2, pageCount: 3, onPageChange: fn() } },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Failed: Story = { args: { status: 'error' } };

export const Korean: Story = { globals: { locale: 'ko' } };

/** A topic applies at once; the words wait for Search. */
export const FiltersAndSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Topic'), 'prayer');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      language: 'en',
      topic: 'prayer',
      search: '',
    });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search words' }), '기도{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      language: 'en',
      topic: 'prayer',
      search: '기도',
    });
  },
};
