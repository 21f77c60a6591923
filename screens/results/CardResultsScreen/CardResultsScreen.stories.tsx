import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleDays } from '#ds/data/charts/chartFixtures';
import { inContentFrame } from '#screens/shared/storySupport';
import { CardResultsScreen } from './CardResultsScreen';

const days = sampleDays(60).map((day) => ({ day: day.day, scans: day.bar, views: day.line }));

const meta = {
  title: 'Screens/Results/CardResultsScreen',
  component: CardResultsScreen,
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    filters: { batch: '', campus: '', from: '2026-09-26', to: '2026-11-24' },
    onFiltersChange: fn(),
    batches: [
      { id: 3, label: 'Easter cards', code: 'K7MPQ2R', cards: 500, source: 'card' },
      { id: 2, label: 'Christmas cards', code: 'X4HJW9C', cards: 300, source: 'card' },
    ],
    campuses: [
      { id: 1, name: 'Downtown campus' },
      { id: 2, name: 'Westside campus' },
    ],
    funnel: {
      cards: 800,
      scans: 312,
      view: 274,
      play: 190,
      watched_25: 152,
      watched_50: 118,
      watched_75: 90,
      watched_100: 71,
      message: 14,
    },
    scansBySource: { card: 312, insert: 0 },
    embeddedVideo: false,
    days,
    orderCardsHref: '/orderCards',
  },
} satisfies Meta<typeof CardResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { tags: ['visual'] };

export const FilledKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

/** A church that also prints bulletin inserts: their code is a batch of its own, scans split. */
export const WithInserts: Story = {
  tags: ['visual'],
  args: {
    batches: [
      { id: 4, label: 'Bulletin inserts', code: 'T9QW3ZK', cards: 0, source: 'insert' },
      { id: 3, label: 'Easter cards', code: 'K7MPQ2R', cards: 500, source: 'card' },
    ],
    funnel: { ...meta.args.funnel, scans: 340 },
    scansBySource: { card: 312, insert: 28 },
  },
};

export const InsertScansAreTold: Story = {
  args: WithInserts.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Scans from cards: 312 · from bulletin inserts: 28'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('option', { name: 'Bulletin inserts (T9QW3ZK)' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const NoCardsYet: Story = {
  args: { status: 'empty', batches: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No cards yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Order cards' })).toHaveAttribute(
      'href',
      '/orderCards',
    );
  },
};

/** A welcome video from YouTube: the watched quarters say they are not measured. */
export const EmbeddedVideo: Story = {
  args: { embeddedVideo: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/do not tell us how far people watch/)).toBeVisible();
    const funnel = canvas.getByRole('img', { name: /From card to conversation/ });
    await expect(
      within(funnel as unknown as HTMLElement).getAllByText('Not measured'),
    ).toHaveLength(4);
  },
};

export const ChoosingABatchShowsItsResults: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Card batch' }),
      'Easter cards (K7MPQ2R, 500 cards)',
    );
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenCalledWith({
        batch: '3',
        campus: '',
        from: '2026-09-26',
        to: '2026-11-24',
      }),
    );
  },
};

export const DaysBackwardsAreNotAsked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText(/From/, { selector: 'input' });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    await expect(await canvas.findByText('The first day must come before the last.')).toBeVisible();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};
