import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: sizes of its own.
export const StyledRows = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  max-width: 44rem;
`;

// Stays hand-written: styles child elements.
export const StyledRow = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;

  > :first-child {
    justify-self: stretch;
  }
`;
