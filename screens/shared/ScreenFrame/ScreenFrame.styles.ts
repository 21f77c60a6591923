import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// Stays hand-written: its gap changes at a breakpoint, styles variants or child elements.
export const StyledScreenFrame = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;

  &[data-width='narrow'] {
    max-width: 44rem;
  }

  ${media.mobile} {
    gap: ${vars.space[5]};
  }
`;

/** The loading shapes, spaced as the content they stand for. */
// Stays hand-written: its gap changes at a breakpoint.
export const StyledLoading = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;

  ${media.mobile} {
    gap: ${vars.space[5]};
  }
`;
