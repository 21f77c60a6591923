import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: also sets font-size, font-weight, overflow-wrap.
export const StyledAddress = styled.p`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  min-width: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};
  overflow-wrap: anywhere;
`;

export const StyledStepTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};

  &:focus {
    outline: none;
  }
`;
