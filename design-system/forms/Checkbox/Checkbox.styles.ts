import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledBox = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  width: 20px;
  height: 20px;
  margin-top: 1px;
  color: ${vars.color.textOnAccent};

  & > svg {
    position: absolute;
    inset: 2px;
    width: 16px;
    height: 16px;
    stroke-width: 3;
    opacity: 0;
    pointer-events: none;
  }
`;

export const StyledCheckbox = styled.input`
  appearance: none;
  width: 20px;
  height: 20px;
  margin: 0;
  border: 1.5px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.small};
  background: ${vars.color.surface};
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not(:disabled) {
    border-color: ${vars.color.textMuted};
  }

  &:checked {
    border-color: ${vars.color.accentText};
    background: ${vars.color.accent};
  }
  &:checked + svg {
    opacity: 1;
  }
  /* Some, not all, of what it stands for is picked (a table's box for its page). */
  &:indeterminate {
    border-color: ${vars.color.accentText};
    background: ${vars.color.accent};
  }

  &[aria-invalid='true'] {
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
  }
`;
