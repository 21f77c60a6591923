import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { sampleDays } from './chartFixtures';
import { DailyChart } from './DailyChart';

type DemoProps = { days?: number };

/** Scans and page views per day, as get-results shows them, in the story's language. */
function Demo({ days = 60 }: DemoProps) {
  const t = useT();
  return (
    <DailyChart
      title={t('results.dailyTitle')}
      days={sampleDays(days)}
      barLabel={t('results.steps.scans')}
      lineLabel={t('results.steps.view')}
      dayHeader={t('results.day')}
    />
  );
}

const meta = {
  title: 'Design System/Data/DailyChart',
  component: Demo,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixtyDays: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = sampleDays(60).reduce((sum, day) => sum + day.bar, 0);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      expect.stringContaining(`Scans: ${total}`),
    );
    // A few dates along the bottom, not sixty.
    const ticks = canvasElement.querySelectorAll('.visx-axis-bottom .visx-axis-tick');
    await expect(ticks.length).toBeGreaterThan(2);
    await expect(ticks.length).toBeLessThanOrEqual(8);
  },
};

export const SixtyDaysKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

export const OneWeek: Story = { args: { days: 7 } };
