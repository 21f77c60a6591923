import type { IconName } from '#ds/display/Icon';

/** A number next to an item, with what it counts for screen readers. */
export type MenuBadge = {
  /** How many; nothing shows for zero. */
  count: number;
  /** What screen readers hear instead of the bare number, e.g. '3 waiting videos'. */
  label: string;
};

type MenuEntry = {
  /** Stable key, unique within the menu. */
  id: string;
  /** Already translated by the caller. */
  label: string;
  /** A count to show next to the label (waiting videos, new connections). */
  badge?: MenuBadge;
  /**
   * Something the user should fix, e.g. 'Add church location to map.': a warning mark on the
   * item, with this text in a tooltip on hover and focus and as the link's description.
   */
  warning?: string;
};

/** A link inside a sub-menu; its icon is optional because sub-menus show text only. */
export type MenuLink = MenuEntry & {
  href: string;
  /** Opens in a new tab (and says so). */
  external?: boolean;
  icon?: IconName;
};

/** A top-level link. */
export type MenuLinkItem = MenuLink & {
  /** Shown in every mode; the only thing shown when the menu is collapsed. */
  icon: IconName;
  children?: never;
};

/** A top-level entry that opens a sub-menu (a disclosure when expanded, a fly-out when collapsed). */
export type MenuGroupItem = MenuEntry & {
  icon: IconName;
  children: MenuLink[];
  href?: never;
  external?: never;
};

export type MenuItem = MenuLinkItem | MenuGroupItem;

export type MenuSection = {
  id: string;
  /** A heading over the section's items (already translated); hidden, but still read, when collapsed. */
  title?: string;
  items: MenuItem[];
};

/** How the menu is shown: see `menuModeFor` in AppShell for how the width picks one. */
export type LeftMenuMode = 'expanded' | 'collapsed' | 'drawer';

export function isGroup(item: MenuItem): item is MenuGroupItem {
  return Array.isArray(item.children);
}

/** The item's own badge, or for a group the sum of its children's (shown while it is closed). */
export function summaryBadge(item: MenuItem): MenuBadge | undefined {
  if (item.badge || !isGroup(item)) return item.badge;
  const badges = item.children.flatMap((child) =>
    child.badge && child.badge.count > 0 ? [child.badge] : [],
  );
  if (badges.length === 0) return undefined;
  return {
    count: badges.reduce((sum, badge) => sum + badge.count, 0),
    label: badges.map((badge) => badge.label).join(', '),
  };
}
