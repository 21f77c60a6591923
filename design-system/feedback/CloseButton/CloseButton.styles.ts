import styled from 'styled-components';
import { vars } from '#ds/tokens';

/**
 * A square, transparent button that takes the colour of the surface it sits on (dialog,
 * toast, alert), so it reads on every tone and theme; the hover wash is mixed from that colour.
 */
export const StyledCloseButton = styled.button`
  --close-button-size: ${vars.size.controlSmall};

  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--close-button-size);
  height: var(--close-button-size);
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.medium};
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not(:disabled) {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }

  &:active:not(:disabled) {
    background: color-mix(in srgb, currentColor 20%, transparent);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[data-size='medium'] {
    --close-button-size: ${vars.size.controlMedium};
  }
  &[data-size='large'] {
    --close-button-size: ${vars.size.controlLarge};
  }
`;
