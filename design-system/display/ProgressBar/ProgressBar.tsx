import { useId, type HTMLAttributes, type Ref } from 'react';
import { localeTags, useLocale } from '#ds/i18n';
import {
  StyledFill,
  StyledHeader,
  StyledLabel,
  StyledProgress,
  StyledTrack,
  StyledValue,
} from './ProgressBar.styles';

export type ProgressBarTone = 'accent' | 'success' | 'critical';
export type ProgressBarSize = 'small' | 'medium' | 'large';

export type ProgressBarProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** What is progressing ('Uploading video'). It names the progress bar for screen readers. */
  label: string;
  /** Show the label (and the percentage) above the bar, or keep them for screen readers only. */
  labelDisplay?: 'visible' | 'hidden';
  /** Percent done, 0 to 100 (clamped). Leave out when the amount is unknown: indeterminate. */
  value?: number;
  /** Replaces the spoken percentage when another unit says more ('12 of 40 MB'); shown too. */
  valueText?: string;
  /** success when done, critical when it stopped. */
  tone?: ProgressBarTone;
  /** Height of the bar: 4, 8 or 12 px. */
  size?: ProgressBarSize;
  ref?: Ref<HTMLDivElement>;
};

/** A horizontal bar for a task that takes a while: determinate with a value, or indeterminate. */
export function ProgressBar({
  label,
  labelDisplay = 'visible',
  value,
  valueText,
  tone = 'accent',
  size = 'medium',
  ...rest
}: ProgressBarProps) {
  const locale = useLocale();
  const labelId = useId();
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const clamped = determinate ? Math.min(100, Math.max(0, value)) : 0;
  const percent = determinate
    ? new Intl.NumberFormat(localeTags[locale], {
        style: 'percent',
        maximumFractionDigits: 0,
      }).format(clamped / 100)
    : undefined;
  const shownValue = valueText ?? percent;
  return (
    <StyledProgress {...rest} data-tone={tone} data-size={size}>
      <StyledHeader className={labelDisplay === 'hidden' ? 'visually-hidden' : undefined}>
        <StyledLabel id={labelId}>{label}</StyledLabel>
        {shownValue && <StyledValue aria-hidden="true">{shownValue}</StyledValue>}
      </StyledHeader>
      <StyledTrack
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={determinate ? 0 : undefined}
        aria-valuemax={determinate ? 100 : undefined}
        aria-valuenow={determinate ? Math.round(clamped) : undefined}
        aria-valuetext={determinate ? shownValue : undefined}
      >
        <StyledFill
          data-indeterminate={!determinate}
          style={determinate ? { width: `${clamped}%` } : undefined}
        />
      </StyledTrack>
    </StyledProgress>
  );
}
