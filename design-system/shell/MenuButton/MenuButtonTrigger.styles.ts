import styled from 'styled-components';
import { media, vars } from '#ds/tokens';

// The menu button's frame and button, apart from its menu: the public pages draw the language
// menu's button before its menu's code arrives (LanguageSwitcher).

export const StyledRoot = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
`;

/** The trigger: a quiet button that sits in the top bar. */
export const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlMedium};
  min-width: ${vars.size.controlMedium};
  padding: 0 ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.medium};
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineTight};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover,
  &[aria-expanded='true'] {
    background: ${vars.color.surfaceSunken};
  }

  ${media.mobile} {
    padding: 0 ${vars.space[1]};
  }
`;
