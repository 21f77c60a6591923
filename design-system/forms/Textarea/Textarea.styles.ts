import styled from 'styled-components';
import { vars } from '#ds/tokens';
import { controlStyles } from '../FormField/FormField.styles';

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  padding-block: ${vars.space[2]};
  resize: vertical;
  min-height: calc(var(--control-height) * 2);
`;

export const StyledCount = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-variant-numeric: tabular-nums;

  &[data-over='true'] {
    color: ${vars.color.criticalText};
    font-weight: ${vars.font.weightMedium};
  }
`;
