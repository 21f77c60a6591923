import { useId, type ReactNode, type Ref } from 'react';
import { useT } from '#ds/i18n';
import { StyledList, StyledNav, StyledSection, StyledSectionTitle } from './LeftMenu.styles';
import { LeftMenuDrawer } from './LeftMenuDrawer';
import { MenuFlyoutGroup, MenuGroupDisclosure, MenuIconLink, MenuLinkRow } from './LeftMenuItems';
import { isGroup, type LeftMenuMode, type MenuItem, type MenuSection } from './types';

export type LeftMenuProps = {
  /** The menu's content, already translated: see `MenuSection` and `MenuItem`. */
  sections: MenuSection[];
  /** The current page's path: its item gets `aria-current="page"` and its group opens. */
  activeHref?: string;
  /**
   * `expanded`: icons and labels (tablets, desktops); `collapsed`: icons only, sub-menus fly
   * out (desktops, by choice); `drawer`: a modal drawer (phones). See `menuModeFor`.
   */
  mode?: LeftMenuMode;
  /** Drawer mode: whether the drawer is open. */
  drawerOpen?: boolean;
  /** Drawer mode: called on Escape, the close button, the backdrop or a followed link. */
  onDrawerClose?: () => void;
  /** Drawer mode: shown at the top of the drawer (the product logo). */
  drawerHeader?: ReactNode;
  /**
   * A group to show open at first: its sub-list when expanded, its fly-out when collapsed
   * (visual references; groups holding the current page open by themselves).
   */
  defaultOpenGroupId?: string;
  /** Id of the `<nav>`, for the top bar's toggle (`aria-controls`). */
  id?: string;
  /** The navigation landmark's name. Defaults to the translated 'Main menu'. */
  label?: string;
  ref?: Ref<HTMLElement>;
};

type SectionProps = {
  section: MenuSection;
  mode: LeftMenuMode;
  activeHref?: string;
  onNavigate?: () => void;
  defaultOpenGroupId?: string;
};

function MenuEntry({
  item,
  mode,
  activeHref,
  onNavigate,
  defaultOpenGroupId,
}: Omit<SectionProps, 'section'> & { item: MenuItem }) {
  const defaultOpen = item.id === defaultOpenGroupId;
  if (mode === 'collapsed') {
    return isGroup(item) ? (
      <MenuFlyoutGroup item={item} activeHref={activeHref} defaultOpen={defaultOpen} />
    ) : (
      <MenuIconLink item={item} activeHref={activeHref} />
    );
  }
  return isGroup(item) ? (
    <MenuGroupDisclosure
      item={item}
      activeHref={activeHref}
      onNavigate={onNavigate}
      defaultOpen={defaultOpen}
    />
  ) : (
    <MenuLinkRow item={item} level="top" activeHref={activeHref} onNavigate={onNavigate} />
  );
}

function Section({ section, ...entry }: SectionProps) {
  const titleId = `menu-section${useId().replace(/:/g, '')}`;
  return (
    <StyledSection
      role={section.title ? 'group' : undefined}
      aria-labelledby={section.title ? titleId : undefined}
    >
      {section.title && (
        <StyledSectionTitle
          id={titleId}
          className={entry.mode === 'collapsed' ? 'visually-hidden' : undefined}
        >
          {section.title}
        </StyledSectionTitle>
      )}
      <StyledList>
        {section.items.map((item) => (
          <li key={item.id}>
            <MenuEntry item={item} {...entry} />
          </li>
        ))}
      </StyledList>
    </StyledSection>
  );
}

/**
 * The role's left menu, built from data. Expanded, collapsed to icons with fly-out
 * sub-menus, or a modal drawer on phones; the current page is marked `aria-current="page"`.
 */
export function LeftMenu({
  sections,
  activeHref,
  mode = 'expanded',
  drawerOpen = false,
  onDrawerClose,
  drawerHeader,
  defaultOpenGroupId,
  id,
  label,
  ref,
}: LeftMenuProps) {
  const t = useT();
  const name = label ?? t('leftMenu.label');
  const onNavigate = mode === 'drawer' ? onDrawerClose : undefined;
  const nav = (
    <StyledNav ref={ref} id={id} aria-label={name} data-mode={mode}>
      {sections.map((section) => (
        <Section
          key={section.id}
          section={section}
          mode={mode}
          activeHref={activeHref}
          onNavigate={onNavigate}
          defaultOpenGroupId={defaultOpenGroupId}
        />
      ))}
    </StyledNav>
  );
  if (mode !== 'drawer') return nav;
  return (
    <LeftMenuDrawer open={drawerOpen} onClose={onDrawerClose} label={name} header={drawerHeader}>
      {nav}
    </LeftMenuDrawer>
  );
}
