import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledSwitch = styled.button`
  --switch-width: 40px;
  --switch-height: 22px;
  --switch-inset: 3px;
  --switch-thumb: calc(var(--switch-height) - 2 * var(--switch-inset));

  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 22px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: none;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineNormal};
  cursor: pointer;

  &[data-size='small'] {
    --switch-width: 32px;
    --switch-height: 18px;
    --switch-inset: 2px;
  }
  &[data-size='large'] {
    --switch-width: 48px;
    --switch-height: 26px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledTrack = styled.span`
  position: relative;
  flex: none;
  width: var(--switch-width);
  height: var(--switch-height);
  border-radius: ${vars.radius.pill};
  background: ${vars.color.textMuted};
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  [aria-checked='true'] > & {
    background: ${vars.color.accentText};
  }

  [aria-invalid='true'] > & {
    box-shadow:
      0 0 0 2px ${vars.color.surface},
      0 0 0 4px ${vars.color.criticalText};
  }

  &::after {
    content: '';
    position: absolute;
    top: var(--switch-inset);
    inset-inline-start: var(--switch-inset);
    width: var(--switch-thumb);
    height: var(--switch-thumb);
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    transition: transform ${vars.motion.durationFast} ${vars.motion.easing};
  }

  [aria-checked='true'] > &::after {
    transform: translateX(calc(var(--switch-width) - var(--switch-height)));
  }
`;

export const StyledState = styled.span`
  min-width: 3ch;
  text-align: start;
`;
