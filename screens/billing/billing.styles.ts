import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledFieldGrid = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: start;
`;

export const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

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
