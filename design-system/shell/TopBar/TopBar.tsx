import type { ReactNode, Ref } from 'react';
import { useT } from '#ds/i18n';
import { StyledActions, StyledLogo, StyledMenuToggle, StyledTopBar } from './TopBar.styles';

/** What the menu button does: open the drawer (phones), collapse or expand the menu, or nothing. */
export type TopBarMenuToggle = 'drawer' | 'collapse' | 'none';

export type TopBarProps = {
  /** The product's logo and name, usually a link to the dashboard. */
  logo: ReactNode;
  /**
   * `drawer` (phones): a hamburger that opens the menu drawer; `collapse` (desktops): a button
   * that collapses the menu to icons and back; `none` (tablets, where the menu stays open).
   */
  menuToggle?: TopBarMenuToggle;
  /** Whether the menu is open: the drawer is shown, or the menu is expanded. */
  menuExpanded?: boolean;
  /** Called when the menu button is pressed. */
  onMenuToggle?: () => void;
  /** Id of the menu the button controls. */
  menuId?: string;
  /** The `LanguageSwitcher`. */
  languageSwitcher?: ReactNode;
  /** The `UserMenu`. */
  userMenu?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** The sticky bar at the top of every signed-in page (the `banner` landmark). */
export function TopBar({
  logo,
  menuToggle = 'none',
  menuExpanded = false,
  onMenuToggle,
  menuId,
  languageSwitcher,
  userMenu,
  ref,
}: TopBarProps) {
  const t = useT();
  const toggleLabel =
    menuToggle === 'drawer'
      ? t('topBar.openMenu')
      : menuExpanded
        ? t('topBar.collapseMenu')
        : t('topBar.expandMenu');
  return (
    <StyledTopBar ref={ref}>
      {menuToggle !== 'none' && (
        <StyledMenuToggle
          icon="menu"
          aria-label={toggleLabel}
          aria-expanded={menuExpanded}
          aria-controls={menuId}
          tooltipPlacement="bottom"
          onClick={onMenuToggle}
        />
      )}
      <StyledLogo>{logo}</StyledLogo>
      <StyledActions>
        {languageSwitcher}
        {userMenu}
      </StyledActions>
    </StyledTopBar>
  );
}
