import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// Stays hand-written: its layout changes at a breakpoint.
export const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space[3]} ${vars.space[4]};
  align-items: start;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// Stays hand-written: its layout changes at a breakpoint.
export const StyledCharts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.space[5]};
  align-items: start;

  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
