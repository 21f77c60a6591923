import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

/** The two pictures side by side on wide screens, one above the other on phones. */
// Stays hand-written: its layout changes at a breakpoint.
export const StyledPictures = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[5]};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
