import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT, type MessageKey } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';

type DemoProps = Omit<ProgressBarProps, 'label' | 'valueText'> & {
  /** The locale key of the label. */
  labelKey?: MessageKey;
  /** Show '12 of 40 MB' instead of a percentage. */
  megabytes?: { done: number; total: number };
};

function Demo({ labelKey = 'progressBar.example.uploading', megabytes, ...props }: DemoProps) {
  const t = useT();
  return (
    <ProgressBar
      {...props}
      label={t(labelKey)}
      valueText={megabytes ? t('progressBar.example.valueText', megabytes) : undefined}
    />
  );
}

const meta = {
  title: 'Design System/Display/ProgressBar',
  component: Demo,
  args: { value: 42, labelKey: 'progressBar.example.uploading' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'inline-radio', options: ['accent', 'success', 'critical'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    labelDisplay: { control: 'inline-radio', options: ['visible', 'hidden'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: 'success' } };

export const Failed: Story = {
  args: { value: 64, tone: 'critical', labelKey: 'progressBar.example.failed' },
};

/** The amount is unknown (the server is processing): the bar moves, or fades under reduced motion. */
export const Indeterminate: Story = {
  args: { value: undefined, labelKey: 'progressBar.example.processing' },
};

/** A unit that means more than a percentage, spoken and shown. */
export const WithValueText: Story = { args: { value: 30, megabytes: { done: 12, total: 40 } } };

/** Label for screen readers only, where the context already says what is loading. */
export const LabelHidden: Story = { args: { labelDisplay: 'hidden' } };

export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={6}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <CatalogGrid key={size}>
          <Demo size={size} value={42} />
          <Demo size={size} value={100} tone="success" />
          <Demo size={size} value={64} tone="critical" labelKey="progressBar.example.failed" />
          <Demo size={size} labelKey="progressBar.example.processing" />
        </CatalogGrid>
      ))}
    </CatalogGrid>
  ),
};

export const ExposesValue: Story = {
  args: { value: 42.6 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAccessibleName(/.+/);
    await expect(bar).toHaveAttribute('aria-valuenow', '43');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  },
};

export const IndeterminateHasNoValue: Story = {
  args: Indeterminate.args,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAccessibleName(/.+/);
  },
};
