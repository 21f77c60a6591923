import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { localeTags, useLocale } from '#ds/i18n';
import { ChartTable } from './ChartTable';
import { useChartWidth } from './useChartWidth';
import { StyledCaption, StyledChart, StyledLegend } from './charts.styles';

export type DailyChartDay = {
  /** `2026-11-25` */
  day: string;
  bar: number;
  line: number;
};

export type DailyChartProps = {
  title: string;
  days: readonly DailyChartDay[];
  /** What the bars and the line count ('Scans', 'Page views'). */
  barLabel: string;
  lineLabel: string;
  /** The table's first column header ('Day'). */
  dayHeader: string;
};

const HEIGHT = 200;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 36 };

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Counts per day: bars for one, a line for another, with a few dates along the bottom so a
 * phone shows them without crowding. Its numbers are also a table under it.
 */
export function DailyChart({ title, days, barLabel, lineLabel, dayHeader }: DailyChartProps) {
  const locale = useLocale();
  const { ref, width } = useChartWidth();
  const shortDate = new Intl.DateTimeFormat(localeTags[locale], {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const longDate = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const number = new Intl.NumberFormat(localeTags[locale]);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({
    domain: days.map((day) => day.day),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const largest = Math.max(1, ...days.flatMap((day) => [day.bar, day.line]));
  const y = scaleLinear<number>({ domain: [0, largest], range: [innerHeight, 0], nice: true });
  // About one date per 80 px: six on a desktop card, four on a phone.
  const every = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(innerWidth / 80))));
  const ticks = days.filter((_, index) => index % every === 0).map((day) => day.day);
  const middle = (day: string) => (x(day) ?? 0) + x.bandwidth() / 2;
  const total = (pick: (day: DailyChartDay) => number) =>
    number.format(days.reduce((sum, day) => sum + pick(day), 0));
  const first = days[0];
  const last = days.at(-1);
  const span =
    first && last
      ? `${longDate.format(dateOf(first.day))} – ${longDate.format(dateOf(last.day))}`
      : '';
  return (
    <StyledChart>
      <StyledCaption>{title}</StyledCaption>
      <StyledLegend>
        <li>{barLabel}</li>
        <li data-series="line">{lineLabel}</li>
      </StyledLegend>
      <div ref={ref}>
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={`${title}, ${span}. ${barLabel}: ${total((day) => day.bar)}. ${lineLabel}: ${total((day) => day.line)}.`}
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {days.map((day) => (
              <Bar
                key={day.day}
                className="bar"
                x={x(day.day) ?? 0}
                y={y(day.bar)}
                width={x.bandwidth()}
                height={innerHeight - y(day.bar)}
              />
            ))}
            <LinePath
              className="line"
              data={[...days]}
              x={(day) => middle(day.day)}
              y={(day) => y(day.line)}
            />
            <AxisLeft
              axisClassName="axis"
              scale={y}
              // Counts: whole numbers only, however few.
              tickValues={y.ticks(4).filter(Number.isInteger)}
              tickFormat={(value) => number.format(Number(value))}
              hideAxisLine
            />
            <AxisBottom
              axisClassName="axis"
              top={innerHeight}
              scale={x}
              tickValues={ticks}
              tickFormat={(day) => shortDate.format(dateOf(day))}
            />
          </Group>
        </svg>
      </div>
      <ChartTable
        headers={[dayHeader, barLabel, lineLabel]}
        rows={days.map((day) => [
          longDate.format(dateOf(day.day)),
          number.format(day.bar),
          number.format(day.line),
        ])}
      />
    </StyledChart>
  );
}
