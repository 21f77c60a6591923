import styled from 'styled-components';
import { Link } from '#ds/actions/Link';
import { vars } from '#ds/tokens';

/**
 * The menu is dark in both themes (`menu*` tokens). `data-mode` sets its width and whether
 * labels show; the parts below read `--menu-*` variables only.
 */
export const StyledNav = styled.nav`
  --menu-width: ${vars.size.menuWidth};
  --menu-item-height: ${vars.size.controlMedium};

  /* Positioned, so visually hidden titles stay inside the scrolling menu. */
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  box-sizing: border-box;
  width: var(--menu-width);
  height: 100%;
  padding: ${vars.space[4]} ${vars.space[3]};
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${vars.color.menuBackground};
  color: ${vars.color.menuText};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineTight};

  &[data-mode='collapsed'] {
    --menu-width: ${vars.size.menuCollapsedWidth};
    --menu-item-height: ${vars.size.controlLarge};
    gap: ${vars.space[2]};
    padding-inline: ${vars.space[3]};
  }

  &[data-mode='drawer'] {
    --menu-width: 100%;
    flex: 1;
    height: auto;
  }
`;

export const StyledSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};

  /* Collapsed: a thin rule stands in for the section title between groups of icons. */
  [data-mode='collapsed'] & + & {
    padding-top: ${vars.space[2]};
    border-top: 1px solid ${vars.color.menuHover};
  }
`;

export const StyledSectionTitle = styled.div`
  padding: 0 ${vars.space[3]};
  margin-bottom: ${vars.space[1]};
  color: ${vars.color.menuTextMuted};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightSemibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = `
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  box-sizing: border-box;
  width: 100%;
  min-height: var(--menu-item-height);
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.medium};
  background: transparent;
  color: ${vars.color.menuText};
  font: inherit;
  font-weight: ${vars.font.weightMedium};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    background: ${vars.color.menuHover};
    text-decoration: none;
  }

  &[aria-current='page'] {
    background: ${vars.color.menuActive};
    color: ${vars.color.textOnAccent};
  }

  &[data-contains-current='true'] {
    color: ${vars.color.textOnAccent};
    font-weight: ${vars.font.weightSemibold};
  }

  [data-mode='collapsed'] & {
    justify-content: center;
    padding: 0;
  }

  [data-mode='collapsed'] &[aria-expanded='true'] {
    background: ${vars.color.menuHover};
  }

  [data-mode='collapsed'] &[data-contains-current='true'] {
    background: ${vars.color.menuHover};
    box-shadow: inset 3px 0 0 ${vars.color.menuActive};
  }

  &[data-level='sub'] {
    --menu-item-height: 36px;
    padding-inline-start: calc(${vars.space[3]} + 20px + ${vars.space[3]});
    font-weight: ${vars.font.weightRegular};
  }

  [data-flyout] &[data-level='sub'] {
    padding-inline-start: ${vars.space[3]};
  }
`;

/** `&&` outranks the link's own underline and colour. */
export const StyledItemLink = styled(Link)`
  && {
    ${itemStyles}
  }
`;

export const StyledItemButton = styled.button`
  ${itemStyles}
`;

export const StyledLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledChevron = styled.span`
  display: inline-flex;
  transition: transform ${vars.motion.durationFast} ${vars.motion.easing};

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

export const StyledWarningMark = styled.span`
  display: inline-flex;
  color: ${vars.color.warning};

  [data-mode='collapsed'] & {
    position: absolute;
    inset-block-end: 2px;
    inset-inline-end: 2px;
  }
`;

/**
 * The shared Badge, recoloured for the dark menu: light on dark, readable on the active
 * item's blue as well. Collapsed, it sits on the icon's corner.
 */
export const StyledCount = styled.span`
  display: inline-flex;

  && > [data-variant='count'] {
    background: ${vars.color.menuText};
    color: ${vars.color.menuBackground};
  }

  [data-mode='collapsed'] & {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
  }
`;

export const StyledSubList = styled(StyledList)`
  margin-top: 2px;

  &[hidden] {
    display: none;
  }
`;

/** Collapsed: the sub-menu floats beside the menu, placed by the component (fixed position). */
export const StyledFlyout = styled.div`
  --menu-item-height: 36px;

  position: fixed;
  top: 0;
  left: 0;
  z-index: ${vars.layer.flyout};
  min-width: 220px;
  max-width: min(300px, calc(100vw - ${vars.size.menuCollapsedWidth} - ${vars.space[4]}));
  max-height: calc(100vh - ${vars.space[4]});
  overflow-y: auto;
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.menuHover};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.menuBackground};
  color: ${vars.color.menuText};
  box-shadow: ${vars.shadow.large};

  /* Until Floating UI has placed it. */
  &:not([data-placed]) {
    opacity: 0;
  }

  &[hidden] {
    display: none;
  }
`;

export const StyledFlyoutTitle = styled.div`
  padding: ${vars.space[1]} ${vars.space[3]} ${vars.space[2]};
  color: ${vars.color.menuTextMuted};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightSemibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/* Drawer (phones) */

export const StyledDrawerRoot = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.layer.drawer};
  display: flex;

  &[hidden] {
    display: none;
  }
`;

export const StyledBackdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${vars.color.overlay};
`;

export const StyledDrawerPanel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: min(${vars.size.menuWidth}, calc(100vw - ${vars.space[12]}));
  height: 100%;
  background: ${vars.color.menuBackground};
  color: ${vars.color.menuText};
  box-shadow: ${vars.shadow.large};

  &:focus {
    outline: none;
  }
`;

export const StyledDrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: ${vars.size.topBarHeight};
  padding: 0 ${vars.space[3]} 0 ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.menuHover};
`;

export const StyledDrawerClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlMedium};
  height: ${vars.size.controlMedium};
  margin-inline-start: auto;
  border: 0;
  border-radius: ${vars.radius.medium};
  background: transparent;
  color: ${vars.color.menuText};
  cursor: pointer;

  &:hover {
    background: ${vars.color.menuHover};
  }
`;
