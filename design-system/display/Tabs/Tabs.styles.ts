import styled from 'styled-components';
import { vars } from '#ds/tokens';

/** Scrolls sideways when the tabs do not fit (phones) instead of wrapping onto two rows. */
export const StyledList = styled.div`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  box-shadow: inset 0 -1px 0 ${vars.color.border};
`;

export const StyledTab = styled.button`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 44px;
  margin: 0;
  padding: 0 ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.medium} ${vars.radius.medium} 0 0;
  background: none;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineTight};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${vars.motion.durationFast} ${vars.motion.easing};

  &::after {
    content: '';
    position: absolute;
    inset-inline: ${vars.space[2]};
    bottom: 0;
    height: 3px;
    border-radius: ${vars.radius.pill} ${vars.radius.pill} 0 0;
    background: transparent;
  }

  &:hover:not([aria-disabled='true']) {
    color: ${vars.color.text};
    background: ${vars.color.surfaceSunken};
  }

  /* Inside a scrolling list an outer outline would be clipped. */
  &:focus-visible {
    outline-offset: -2px;
  }

  /* Same weight when selected, so choosing a tab never shifts its neighbours. */
  &[aria-selected='true'] {
    color: ${vars.color.text};
  }
  &[aria-selected='true']::after {
    background: ${vars.color.accent};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const StyledPanel = styled.div`
  padding-block: ${vars.space[4]};

  &:focus-visible {
    border-radius: ${vars.radius.small};
  }
`;
