import styled from 'styled-components';
import { vars } from '#ds/tokens';

/**
 * The bubble is inverted (text colour as background) so it stands apart from any surface in
 * both themes. Its position is written by Floating UI (`top`/`left`, fixed to the viewport);
 * `data-placement` is the side it ended up on after flipping, and points the arrow.
 */
export const StyledTooltip = styled.div`
  --tooltip-bg: ${vars.color.text};
  --tooltip-arrow: 6px;

  position: fixed;
  top: 0;
  left: 0;
  z-index: ${vars.layer.tooltip};
  width: max-content;
  max-width: min(280px, calc(100vw - 16px));
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.small};
  background: var(--tooltip-bg);
  color: ${vars.color.surface};
  box-shadow: ${vars.shadow.medium};
  font-family: inherit;
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineNormal};
  text-align: start;
  overflow-wrap: anywhere;
  pointer-events: auto;

  &[hidden] {
    display: none;
  }

  &::before {
    content: '';
    position: absolute;
    width: var(--tooltip-arrow);
    height: var(--tooltip-arrow);
    background: inherit;
    transform: rotate(45deg);
  }
  &[data-placement='top']::before {
    bottom: calc(var(--tooltip-arrow) / -2);
    left: calc(var(--floating-arrow-offset, 50%) - var(--tooltip-arrow) / 2);
  }
  &[data-placement='bottom']::before {
    top: calc(var(--tooltip-arrow) / -2);
    left: calc(var(--floating-arrow-offset, 50%) - var(--tooltip-arrow) / 2);
  }
  &[data-placement='left']::before {
    right: calc(var(--tooltip-arrow) / -2);
    top: calc(var(--floating-arrow-offset, 50%) - var(--tooltip-arrow) / 2);
  }
  &[data-placement='right']::before {
    left: calc(var(--tooltip-arrow) / -2);
    top: calc(var(--floating-arrow-offset, 50%) - var(--tooltip-arrow) / 2);
  }

  /* Until Floating UI has placed it. */
  &:not([data-placed]) {
    opacity: 0;
  }
`;

/** Wraps the trigger without a box of its own, to hear its pointer and focus events. */
export const StyledTrigger = styled.span`
  display: contents;
`;
