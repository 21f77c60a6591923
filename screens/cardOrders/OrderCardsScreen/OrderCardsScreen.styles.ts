import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: styles variants or child elements.
export const StyledProgressBody = styled.div`
  display: grid;
  gap: ${vars.space[3]};

  p {
    margin: 0;
  }
`;
