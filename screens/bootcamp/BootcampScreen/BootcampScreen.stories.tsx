import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inContentFrame, storyTimeZone } from '#screens/shared/storySupport';
import { finished, koreanLessons, lessons, partlyEnglish, totalsOf } from '../fixtures';
import { BootcampScreen } from './BootcampScreen';

const meta = {
  title: 'Screens/Bootcamp/BootcampScreen',
  component: BootcampScreen,
  args: {
    status: 'ready',
    lessons,
    totals: totalsOf(lessons),
    onWatched: fn(),
    onMarkDone: fn(async () => undefined),
    onRetry: fn(),
    timeZone: storyTimeZone,
  },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BootcampScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lessons done; the first one not done (a video, partly watched) is open. */
export const InProgress: Story = { tags: ['visual'] };

export const InProgressKorean: Story = {
  tags: ['visual'],
  globals: { locale: 'ko' },
  args: { lessons: koreanLessons },
};

/** A text lesson open, with the step it ticks and its Mark as done. */
export const TextLesson: Story = {
  tags: ['visual'],
  args: { initialOpen: 'order-invitation-cards' },
};

/** Marking a text lesson done calls onMarkDone with its slug. */
export const MarkDone: Story = {
  args: { initialOpen: 'order-invitation-cards' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/ticks “Order invitation cards”/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as done' }));
    await expect(args.onMarkDone).toHaveBeenCalledWith('order-invitation-cards');
  },
};

/** Marking fails: the lesson says so and keeps its button. */
export const MarkFailed: Story = {
  args: {
    initialOpen: 'follow-up-with-visitors',
    onMarkDone: fn(async () => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as done' }));
    await expect(
      await canvas.findByText('The lesson could not be marked as done. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark as done' })).toBeEnabled();
  },
};

/** French: a lesson translated, the others marked as shown in English. */
export const FrenchPartlyEnglish: Story = {
  tags: ['visual'],
  globals: { locale: 'fr' },
  args: { lessons: partlyEnglish, initialOpen: 'why-we-share' },
};

export const FrenchMarksEnglish: Story = {
  globals: { locale: 'fr' },
  args: { lessons: partlyEnglish, initialOpen: 'why-we-share' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Affichée en anglais')).toBeVisible();
  },
};

/** Every lesson done: 100 %, and each lesson says when. */
export const Finished: Story = {
  tags: ['visual'],
  args: { lessons: finished, totals: totalsOf(finished), initialOpen: 'why-we-share' },
};

/** A save of watched pieces failed: a warning above the lessons. */
export const SaveFailed: Story = {
  tags: ['visual'],
  args: { saveFailed: true },
};

export const Empty: Story = {
  tags: ['visual'],
  args: { status: 'empty', lessons: [], totals: totalsOf([]) },
};

export const Loading: Story = { args: { status: 'loading', lessons: [] } };

export const LoadFailed: Story = {
  args: { status: 'error', lessons: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Opening another lesson closes the one open; its button says which way it goes. */
export const OpenAnother: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const openers = canvas.getAllByRole('button', { name: 'Open lesson' });
    await userEvent.click(openers[0]!);
    await expect(canvas.getAllByRole('button', { name: 'Close lesson' })).toHaveLength(1);
    await expect(canvas.getByLabelText('Welcome to the boot camp')).toBeInTheDocument();
  },
};
