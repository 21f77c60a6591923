import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledOptions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space[6]};
  }
`;

export const StyledOption = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${vars.space[3]};
  row-gap: ${vars.space[1]};
  align-items: start;
`;

export const StyledRadio = styled.input`
  appearance: none;
  width: 20px;
  height: 20px;
  margin: 1px 0 0;
  border: 1.5px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not(:disabled) {
    border-color: ${vars.color.textMuted};
  }

  &:checked,
  &:checked:hover:not(:disabled) {
    border-color: ${vars.color.accentText};
    background: ${vars.color.accent};
    box-shadow: inset 0 0 0 3.5px ${vars.color.surface};
  }

  [aria-invalid='true'] &:not(:checked) {
    border-color: ${vars.color.criticalText};
    box-shadow: 0 0 0 1px ${vars.color.criticalText};
  }

  &:disabled {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceSunken};
    cursor: not-allowed;
  }
  &:disabled:checked {
    border-color: ${vars.color.borderStrong};
    background: ${vars.color.borderStrong};
    box-shadow: inset 0 0 0 3.5px ${vars.color.surfaceSunken};
  }
`;

export const StyledOptionLabel = styled.label`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineNormal};
  cursor: pointer;

  :disabled + & {
    cursor: not-allowed;
  }
`;

export const StyledOptionHint = styled.div`
  grid-column: 2;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
`;
