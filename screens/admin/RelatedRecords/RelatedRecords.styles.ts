import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: styles variants or child elements.
export const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};

  h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
  }
`;
