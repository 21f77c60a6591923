import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: padding, border or background of a panel, styles variants or child elements.
export const StyledItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding: ${vars.space[3]} 0;
  border-top: 1px solid ${vars.color.border};

  &:first-child {
    border-top: 0;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const StyledCheckbox = styled.input`
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${vars.color.accent};
  cursor: pointer;

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.6;
  }
`;

// Stays hand-written: styles variants or child elements.
export const StyledLabel = styled.label`
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightSemibold};
  line-height: ${vars.font.lineNormal};
  cursor: pointer;

  [data-done='true'] & {
    color: ${vars.color.textMuted};
  }
`;

export const StyledGo = styled.div`
  padding-top: 2px;
  font-size: ${vars.font.sizeSm};
  white-space: nowrap;
`;

// Stays hand-written: styles variants or child elements, sizes of its own.
export const StyledError = styled.p`
  display: flex;
  gap: ${vars.space[2]};
  align-items: flex-start;
  margin: 0;
  color: ${vars.color.criticalText};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;
