import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: sizes of its own.
export const StyledRows = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  max-width: 44rem;
`;

// Stays hand-written: styles child elements (the save button keeps its own width).
export const StyledRow = styled.form`
  display: grid;
  gap: ${vars.space[3]};

  > button {
    justify-self: start;
  }
`;
