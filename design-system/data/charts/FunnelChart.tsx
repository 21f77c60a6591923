import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { ChartTable } from './ChartTable';
import { useChartWidth } from './useChartWidth';
import { StyledCaption, StyledChart } from './charts.styles';

export type FunnelChartStep = {
  key: string;
  label: string;
  value: number;
  /** Shown instead of the number when the step is not measured (the bar is left out). */
  note?: string;
};

export type FunnelChartProps = {
  title: string;
  steps: readonly FunnelChartStep[];
  /** The table's first column header: what a row is ('Step'). */
  stepHeader: string;
};

const ROW_HEIGHT = 64;
const BAR_HEIGHT = 16;
const LABEL_BASELINE = 18;

/**
 * A funnel drawn as one bar per step, on one scale from the first step, each with its number
 * and its share of the step before. Its width follows its container, so the text stays its
 * size on a phone. The numbers are also a table under it.
 */
export function FunnelChart({ title, steps, stepHeader }: FunnelChartProps) {
  const t = useT();
  const locale = useLocale();
  const { ref, width } = useChartWidth();
  const number = new Intl.NumberFormat(localeTags[locale]);
  const percent = new Intl.NumberFormat(localeTags[locale], {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const largest = Math.max(1, ...steps.map((step) => step.value));
  const x = scaleLinear<number>({ domain: [0, largest], range: [0, Math.max(0, width)] });
  const shareOf = (index: number): string | null => {
    const step = steps[index];
    const before = steps[index - 1];
    if (!step || !before || step.note || before.note || before.value === 0) return null;
    return t('charts.shareOfPrevious', { percent: percent.format(step.value / before.value) });
  };
  const summary = steps
    .map((step) => `${step.label}: ${step.note ?? number.format(step.value)}`)
    .join(', ');
  return (
    <StyledChart>
      <StyledCaption>{title}</StyledCaption>
      <div ref={ref}>
        <svg
          width={width}
          height={steps.length * ROW_HEIGHT}
          role="img"
          aria-label={`${title}. ${summary}`}
        >
          {steps.map((step, index) => {
            const share = shareOf(index);
            return (
              <Group key={step.key} top={index * ROW_HEIGHT}>
                <text className="label" x={0} y={LABEL_BASELINE}>
                  {step.label}
                </text>
                <text className="value" x={width} y={LABEL_BASELINE} textAnchor="end">
                  {step.note ?? number.format(step.value)}
                </text>
                <Bar
                  className="bar-track"
                  x={0}
                  y={LABEL_BASELINE + 8}
                  width={width}
                  height={BAR_HEIGHT}
                  rx={3}
                />
                {!step.note && (
                  <Bar
                    className="bar"
                    x={0}
                    y={LABEL_BASELINE + 8}
                    width={x(step.value)}
                    height={BAR_HEIGHT}
                    rx={3}
                  />
                )}
                {share && (
                  <text
                    className="muted"
                    x={width}
                    y={LABEL_BASELINE + 8 + BAR_HEIGHT + 13}
                    textAnchor="end"
                  >
                    {share}
                  </text>
                )}
              </Group>
            );
          })}
        </svg>
      </div>
      <ChartTable
        headers={[stepHeader, title]}
        rows={steps.map((step) => [step.label, step.note ?? number.format(step.value)])}
      />
    </StyledChart>
  );
}
