import styled from 'styled-components';
import { Link } from '#ds/actions/Link';
import { vars } from '#ds/tokens';

export { StyledRoot, StyledTrigger } from './MenuButtonTrigger.styles';

/**
 * The menu opens below the trigger, placed by Floating UI (`useMenuButton`): it flips above
 * or to the other edge when there is no room, and stays invisible until placed.
 */
export const StyledMenu = styled.ul`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${vars.layer.menu};
  min-width: 200px;
  max-width: min(320px, calc(100vw - ${vars.space[4]}));
  margin: 0;
  padding: ${vars.space[1]};
  list-style: none;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.medium};

  &:not([data-placed]) {
    opacity: 0;
  }

  &[hidden] {
    display: none;
  }
`;

const itemStyles = `
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: ${vars.size.controlMedium};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.small};
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightRegular};
  line-height: ${vars.font.lineTight};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${vars.color.surfaceSunken};
    text-decoration: none;
  }

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }

  &[aria-checked='true'] {
    font-weight: ${vars.font.weightSemibold};
  }

  &[data-tone='critical'] {
    color: ${vars.color.criticalText};
  }
`;

export const StyledItemButton = styled.button`
  ${itemStyles}
`;

/** `&&` outranks the link's own underline and colour. */
export const StyledItemLink = styled(Link)`
  && {
    ${itemStyles}
  }
`;

/** Keeps the check column aligned whether or not the item is the chosen one. */
export const StyledCheck = styled.span`
  display: inline-flex;
  width: 16px;
  color: ${vars.color.accentText};
`;

export const StyledSeparator = styled.li`
  height: 1px;
  margin: ${vars.space[1]} 0;
  background: ${vars.color.border};
`;
