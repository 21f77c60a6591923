import styled from 'styled-components';
import { ProgressBar } from '#ds/display/ProgressBar';
import { useT } from '#ds/i18n';
import { vars } from '#ds/tokens';

const StyledTop = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${vars.layer.toast};
  pointer-events: none;
`;

/**
 * A thin bar along the top of the window while the next page's code or language loads (the
 * router keeps the current page on screen meanwhile).
 */
export function NavigationProgress() {
  const t = useT();
  return (
    <StyledTop>
      <ProgressBar label={t('common.loading')} labelDisplay="hidden" size="small" />
    </StyledTop>
  );
}
