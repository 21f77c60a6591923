import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
  word-break: keep-all;
`;

// Stays hand-written: styles variants or child elements.
export const StyledThanks = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  word-break: keep-all;

  p {
    margin: 0;
  }
`;
