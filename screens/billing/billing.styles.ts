import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

// Stays hand-written: used by 4 files, styles variants or child elements.
export const StyledPublicPage = styled.div`
  display: grid;
  gap: ${vars.space[6]};

  h1 {
    margin: 0;
    font-size: ${vars.font.size2xl};
  }
  p {
    margin: 0;
  }
`;
