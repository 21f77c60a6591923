import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: styles variants or child elements.
export const StyledShare = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  justify-items: start;
  min-width: 0;

  & > :first-child {
    justify-self: stretch;
  }
`;
