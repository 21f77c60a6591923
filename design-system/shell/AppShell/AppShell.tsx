import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useT } from '#ds/i18n';
import { windowWidthBand } from '#ds/tokens';
import { LeftMenu, type MenuSection } from '../LeftMenu';
import { TopBar } from '../TopBar';
import {
  StyledBody,
  StyledContentColumn,
  StyledMain,
  StyledMenuColumn,
  StyledShell,
  StyledSkipLink,
} from './AppShell.styles';
import { canCollapseAt, menuModeFor } from './menuMode';

/** The id of the main region, the target of the skip link. */
export const mainContentId = 'main-content';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width band (all the menu's mode needs), kept current on resize; desktop where there is no window. */
function useWindowWidth(): number {
  return useSyncExternalStore(subscribeToResize, windowWidthBand, windowWidthBand);
}

export type AppShellProps = {
  /** The product's logo and name (top bar, and the top of the phone drawer). */
  logo: ReactNode;
  /** The role's left menu, already translated. */
  menuSections: MenuSection[];
  /** The current page's path, marked in the menu. */
  activeHref?: string;
  /** The `LanguageSwitcher` for the top bar. */
  languageSwitcher?: ReactNode;
  /** The `UserMenu` for the top bar. */
  userMenu?: ReactNode;
  /** The `Footer` under the page. */
  footer?: ReactNode;
  /** Whether the user collapsed the menu to icons (desktops only). Leave out to let the shell keep it. */
  menuCollapsed?: boolean;
  /** Initial collapse choice when `menuCollapsed` is left out. */
  defaultMenuCollapsed?: boolean;
  /** Called when the user collapses or expands the menu (the app keeps the choice in the session). */
  onMenuCollapsedChange?: (collapsed: boolean) => void;
  /** The width that picks the menu's mode. Measured from the window when left out. */
  viewportWidth?: number;
  /** Phones: start with the menu drawer open (visual references). */
  defaultDrawerOpen?: boolean;
  /** The page. */
  children: ReactNode;
};

/**
 * The signed-in page frame: a 'Skip to content' link, the sticky `TopBar` (banner), the
 * `LeftMenu` (navigation), the page in `<main id="main-content">` and the `Footer`
 * (contentinfo).
 *
 * The menu's mode follows the width (`menuModeFor`, spec section 9): below 768 px it is a
 * drawer opened by the top bar's hamburger; from 768 to 991 px (tablets) it is always
 * expanded and the top bar offers no toggle; from 992 px the toggle collapses it to icons
 * and back. The drawer closes when the page changes or the window grows out of phone width.
 */
export function AppShell({
  logo,
  menuSections,
  activeHref,
  languageSwitcher,
  userMenu,
  footer,
  menuCollapsed,
  defaultMenuCollapsed = false,
  onMenuCollapsedChange,
  viewportWidth,
  defaultDrawerOpen = false,
  children,
}: AppShellProps) {
  const t = useT();
  const menuId = `left-menu${useId().replace(/:/g, '')}`;
  const mainRef = useRef<HTMLElement>(null);
  const windowWidth = useWindowWidth();
  const width = viewportWidth ?? windowWidth;

  const [collapsedState, setCollapsedState] = useState(defaultMenuCollapsed);
  const collapsed = menuCollapsed ?? collapsedState;
  const mode = menuModeFor(width, collapsed);

  const [drawerState, setDrawerState] = useState(defaultDrawerOpen);
  // Following a link closes the drawer (state adjusted while rendering, not in an effect).
  const [drawerPage, setDrawerPage] = useState(activeHref);
  if (drawerPage !== activeHref) {
    setDrawerPage(activeHref);
    setDrawerState(false);
  }
  const drawerOpen = mode === 'drawer' && drawerState;

  const toggle = mode === 'drawer' ? 'drawer' : canCollapseAt(width) ? 'collapse' : 'none';
  const onMenuToggle = () => {
    if (mode === 'drawer') {
      setDrawerState(!drawerOpen);
      return;
    }
    setCollapsedState(!collapsed);
    onMenuCollapsedChange?.(!collapsed);
  };

  return (
    <StyledShell>
      <StyledSkipLink
        href={`#${mainContentId}`}
        onClick={(event) => {
          // Focus, not the URL hash: the router owns the URL.
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView();
        }}
      >
        {t('appShell.skipToContent')}
      </StyledSkipLink>
      <TopBar
        logo={logo}
        menuToggle={toggle}
        menuExpanded={mode === 'drawer' ? drawerOpen : mode === 'expanded'}
        onMenuToggle={onMenuToggle}
        menuId={menuId}
        languageSwitcher={languageSwitcher}
        userMenu={userMenu}
      />
      <StyledBody>
        {mode === 'drawer' ? (
          <LeftMenu
            id={menuId}
            sections={menuSections}
            activeHref={activeHref}
            mode="drawer"
            drawerOpen={drawerOpen}
            onDrawerClose={() => setDrawerState(false)}
            drawerHeader={logo}
          />
        ) : (
          <StyledMenuColumn>
            <LeftMenu id={menuId} sections={menuSections} activeHref={activeHref} mode={mode} />
          </StyledMenuColumn>
        )}
        <StyledContentColumn>
          <StyledMain ref={mainRef} id={mainContentId} tabIndex={-1}>
            {children}
          </StyledMain>
          {footer}
        </StyledContentColumn>
      </StyledBody>
    </StyledShell>
  );
}
