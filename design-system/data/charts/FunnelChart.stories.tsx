import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useT, type MessageKey } from '#ds/i18n';
import { FunnelChart } from './FunnelChart';

const counts: [key: string, labelKey: MessageKey, value: number][] = [
  ['cards', 'results.steps.cards', 500],
  ['scans', 'results.steps.scans', 214],
  ['view', 'results.steps.view', 188],
  ['play', 'results.steps.play', 121],
  ['watched_25', 'results.steps.watched25', 96],
  ['watched_50', 'results.steps.watched50', 71],
  ['watched_75', 'results.steps.watched75', 52],
  ['watched_100', 'results.steps.watched100', 40],
  ['message', 'results.steps.message', 9],
];

type DemoProps = { zero?: boolean; notMeasured?: boolean };

/** The card funnel of get-results, in the story's language. */
function Demo({ zero = false, notMeasured = false }: DemoProps) {
  const t = useT();
  return (
    <FunnelChart
      title={t('results.funnelTitle')}
      stepHeader={t('results.step')}
      steps={counts.map(([key, labelKey, value]) => ({
        key,
        label: t(labelKey),
        value: zero ? 0 : value,
        ...(notMeasured && key.startsWith('watched') ? { note: t('results.notMeasured') } : {}),
      }))}
    />
  );
}

const meta = {
  title: 'Design System/Data/FunnelChart',
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

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      expect.stringContaining('Scans: 214'),
    );
    await expect(canvas.getByText('43% of the step before')).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Show the numbers as a table'));
    await expect(canvas.getByRole('rowheader', { name: 'Messages sent' })).toBeVisible();
  },
};

export const Korean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

/** Watched quarters of a YouTube or Vimeo video are not measured: no bar, and it says so. */
export const NotMeasured: Story = {
  args: { notMeasured: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = within(canvas.getByRole('img') as unknown as HTMLElement);
    await expect(chart.getAllByText('Not measured')).toHaveLength(4);
    // Shares only between measured steps: scans of cards, views of scans, plays of views.
    await expect(chart.getAllByText(/of the step before/)).toHaveLength(3);
  },
};

export const NothingYet: Story = { args: { zero: true } };
