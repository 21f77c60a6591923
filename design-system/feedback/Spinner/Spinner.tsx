import { useT } from '#ds/i18n';
import { StyledSpinner } from './Spinner.styles';

const sizes = { small: '14px', medium: '20px', large: '32px' } as const;

export type SpinnerProps = {
  /** Diameter: small fits in a button, large stands alone. */
  size?: keyof typeof sizes;
  /**
   * What is loading, read by screen readers. Leave out when the spinner sits inside a
   * control that already says it is busy (`aria-busy`), so it is not announced twice.
   */
  label?: string;
  /** Hide from assistive technology (the surrounding control announces the state). */
  decorative?: boolean;
};

/** A turning ring that says "wait". */
export function Spinner({ size = 'medium', label, decorative = false }: SpinnerProps) {
  const t = useT();
  if (decorative) return <StyledSpinner $size={sizes[size]} aria-hidden="true" />;
  return (
    <StyledSpinner $size={sizes[size]} role="status" aria-label={label ?? t('common.loading')} />
  );
}
