import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { finished, lessons, totalsOf } from '../fixtures';
import { BootcampProgressCard } from './BootcampProgressCard';

const meta = {
  title: 'Screens/Bootcamp/BootcampProgressCard',
  component: BootcampProgressCard,
  args: { totals: totalsOf(lessons), href: '/evangelism-bootcamp' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BootcampProgressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two of six lessons done: the same words and bar as the course page. */
export const Started: Story = { tags: ['visual'] };

/** The bar says the percentage; the link leads to the course. */
export const StartedLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await expect(canvas.getByRole('link', { name: 'Continue the boot camp' })).toHaveAttribute(
      'href',
      '/evangelism-bootcamp',
    );
  },
};

export const NotStarted: Story = {
  tags: ['visual'],
  globals: { locale: 'es' },
  args: { totals: { completed: 0, total: 6, percent: 0 } },
};

export const Finished: Story = {
  tags: ['visual'],
  globals: { locale: 'ko' },
  args: { totals: totalsOf(finished) },
};

export const Loading: Story = { args: { totals: undefined } };
