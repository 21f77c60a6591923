import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: sizes of its own.
export const StyledForm = styled.form`
  display: grid;
  gap: ${vars.space[5]};
  max-width: 44rem;
`;

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${vars.space[2]};
    padding: 0;
    font-weight: ${vars.font.weightMedium};
  }
`;

// Stays hand-written: muted text with its own type size or spacing.
export const StyledHint = styled.p`
  margin: 0 0 ${vars.space[1]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;
