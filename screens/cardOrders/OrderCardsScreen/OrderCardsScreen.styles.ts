import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

/** The card and its logo side by side on wide screens, one above the other on phones. */
export const StyledDesign = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.space[6]};
  align-items: start;

  ${media.belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledProgressBody = styled.div`
  display: grid;
  gap: ${vars.space[3]};

  p {
    margin: 0;
  }
`;
