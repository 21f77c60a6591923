import type { HTMLAttributes, Ref } from 'react';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { StyledMarker, StyledNote, StyledTitle } from './TestModeMarker.styles';

export type TestModeMarkerProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** `badge` is the label alone (a page header); `banner` adds what test mode means. */
  variant?: 'badge' | 'banner';
  ref?: Ref<HTMLDivElement>;
};

/**
 * The visible 'Test mode' mark every payment screen shows while the offline sandbox takes the
 * payments: no card is charged, and only Stripe's test card numbers work.
 */
export function TestModeMarker({ variant = 'banner', ...rest }: TestModeMarkerProps) {
  const t = useT();
  return (
    <StyledMarker {...rest} role="note" data-variant={variant}>
      <StyledTitle>
        <Icon name="warning" size="small" />
        {t('testMode.label')}
      </StyledTitle>
      {variant === 'banner' && <StyledNote>{t('testMode.description')}</StyledNote>}
    </StyledMarker>
  );
}
