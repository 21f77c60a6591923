import { iconNames, type IconName } from '#ds/display/Icon';
import type { Locale, MessageKey, Translate } from '#ds/i18n';
import type { MenuBadge, MenuItem, MenuLink, MenuSection } from '#ds/shell/LeftMenu';
import { localizePath } from './locale';
import { dashboardFor, menuIdsFor, type Role } from './roles';
import { menuLinks, routeMenus } from './routeMenus';
import type {
  MenuBadgeSource,
  MenuGroupId,
  MenuIcon,
  MenuId,
  MenuLinkName,
  MenuPlacement,
  MenuSectionId,
} from './menuVocabulary';
import { adminRows } from './adminRoutes.ts';
import { addAdminRoutes, appRoutes, routeByName, type RouteName } from './routes';

/**
 * The role menus of spec section 6, built from the route table's menu placements. Two steps:
 * `buildMenu` decides what a user sees (pure data, no language), and `toLeftMenuSections`
 * turns that into the design system's LeftMenu sections, in one place.
 */

/** What the menus read of the session user. */
export type MenuUser = {
  roles: readonly Role[];
  needToPay: boolean;
  /** Moderator status: 'invited' adds Become a Moderator, 'approved' adds Video review. */
  moderatorStatus: string | null;
  /** The church has a location on the map (else Campuses carries a warning). */
  hasLocation: boolean;
  waitingVideos: number;
  pendingTestimonials: number;
  newConnections: number;
  unreadMessages: number;
};

/** Sections in the order they are shown; a menu shows those it has items in. */
const sectionOrder: readonly MenuSectionId[] = [
  'top',
  'careContent',
  'people',
  'content',
  'orders',
  'media',
  'promotion',
  'churchManagement',
  'jesusStoryChallenge',
  'moderators',
  'education',
  'store',
  'care',
  'account',
  'giving',
];

const sectionTitles: Partial<Record<MenuSectionId, MessageKey>> = {
  careContent: 'menu.section.careContent',
  people: 'menu.section.people',
  content: 'menu.section.content',
  orders: 'menu.section.orders',
  media: 'menu.section.media',
  promotion: 'menu.section.promotion',
  churchManagement: 'menu.section.churchManagement',
  jesusStoryChallenge: 'menu.section.jesusStoryChallenge',
  moderators: 'menu.section.moderators',
  education: 'menu.section.education',
  store: 'menu.section.store',
  care: 'menu.section.care',
  account: 'menu.section.account',
};

const groups: Record<MenuGroupId, { labelKey: MessageKey; icon: MenuIcon; order: number }> = {
  churchProfile: { labelKey: 'menu.churchProfile', icon: 'church', order: 10 },
  adminUsers: { labelKey: 'menu.admin.users', icon: 'users', order: 10 },
  adminModerators: { labelKey: 'menu.admin.moderators', icon: 'shield', order: 20 },
  adminAccounts: { labelKey: 'menu.admin.accounts', icon: 'building', order: 30 },
  adminCardOrders: { labelKey: 'menu.admin.cardOrders', icon: 'card', order: 10 },
  adminVideos: { labelKey: 'menu.admin.videos', icon: 'video', order: 20 },
};

/** One entry of a built menu: a route of ours, or an outside link. */
export type MenuEntryModel =
  | {
      kind: 'route';
      route: RouteName;
      labelKey: MessageKey;
      icon?: MenuIcon;
      /** A count to show, already read from the session (0 shows nothing). */
      count?: { source: Exclude<MenuBadgeSource, 'missingLocation'>; value: number };
      /** 'Add church location to map.' */
      warning?: 'missingLocation';
    }
  | { kind: 'link'; link: MenuLinkName; labelKey: MessageKey; icon?: MenuIcon };

export type MenuGroupModel = {
  kind: 'group';
  id: MenuGroupId;
  labelKey: MessageKey;
  icon: MenuIcon;
  order: number;
  children: MenuEntryModel[];
};

export type MenuItemModel =
  { kind: 'entry'; id: string; entry: MenuEntryModel; order: number } | MenuGroupModel;

export type MenuSectionModel = { id: MenuSectionId; titleKey?: MessageKey; items: MenuItemModel[] };

type Candidate = { id: string; placement: MenuPlacement; entry: MenuEntryModel };

function candidates(): Candidate[] {
  // The menus read the whole table: the admin area's rows join it first (the shell brings them).
  addAdminRoutes(adminRows);
  const fromRoutes = appRoutes.flatMap((route) =>
    (routeMenus[route.name] ?? []).map((placement): Candidate => ({
      id: route.name,
      placement,
      entry: {
        kind: 'route',
        route: route.name,
        labelKey: placement.labelKey ?? route.titleKey,
        icon: placement.icon,
      },
    })),
  );
  const fromLinks = menuLinks.map((link): Candidate => ({
    id: link.name,
    placement: link.menu,
    entry: { kind: 'link', link: link.name, labelKey: link.labelKey, icon: link.menu.icon },
  }));
  return [...fromRoutes, ...fromLinks];
}

const allCandidates = candidates();

/**
 * Guard rule 7 sends every dashboard route to the user's own one, so a menu offers only that
 * dashboard: a website user holds the care menu too, but its Care dashboard item would lead
 * back to /dashboard.
 */
function isOtherDashboard(candidate: Candidate, user: MenuUser): boolean {
  const { entry } = candidate;
  return (
    entry.kind === 'route' &&
    routeByName(entry.route).dashboard === true &&
    entry.route !== dashboardFor(user.roles)
  );
}

function conditionHolds(placement: MenuPlacement, user: MenuUser): boolean {
  if (placement.when === 'moderatorInvited') return user.moderatorStatus === 'invited';
  if (placement.when === 'moderatorApproved') return user.moderatorStatus === 'approved';
  return true;
}

function withBadge(
  entry: MenuEntryModel,
  source: MenuBadgeSource | undefined,
  user: MenuUser,
): MenuEntryModel {
  if (entry.kind !== 'route' || !source) return entry;
  if (source === 'missingLocation')
    return user.hasLocation ? entry : { ...entry, warning: 'missingLocation' };
  return { ...entry, count: { source, value: user[source] } };
}

/**
 * The menu a user sees (spec section 6): the placements of each of the user's menus, in
 * menu order, each route once (a website user's church profile comes from the pastor menu,
 * not the care one). A pastor who must pay sees only the payment items, and Donate.
 */
export function buildMenu(user: MenuUser): MenuSectionModel[] {
  const menuIds: MenuId[] = menuIdsFor(user.roles);
  const seen = new Set<string>();
  const chosen: Candidate[] = [];
  for (const menuId of menuIds) {
    for (const candidate of allCandidates) {
      const { placement } = candidate;
      if (!placement.menus.includes(menuId) || seen.has(candidate.id)) continue;
      if (!conditionHolds(placement, user) || isOtherDashboard(candidate, user)) continue;
      if (user.needToPay && !placement.payment && placement.section !== 'giving') continue;
      seen.add(candidate.id);
      chosen.push({ ...candidate, entry: withBadge(candidate.entry, placement.badge, user) });
    }
  }

  return sectionOrder.flatMap((sectionId) => {
    const inSection = chosen
      .filter((candidate) => candidate.placement.section === sectionId)
      .sort((a, b) => a.placement.order - b.placement.order);
    if (inSection.length === 0) return [];
    const items: MenuItemModel[] = [];
    for (const candidate of inSection) {
      const groupId = candidate.placement.group;
      if (!groupId) {
        items.push({
          kind: 'entry',
          id: candidate.id,
          entry: candidate.entry,
          order: candidate.placement.order,
        });
        continue;
      }
      let group = items.find(
        (item): item is MenuGroupModel => item.kind === 'group' && item.id === groupId,
      );
      if (!group) {
        group = { kind: 'group', id: groupId, ...groups[groupId], children: [] };
        items.push(group);
      }
      group.children.push(candidate.entry);
    }
    items.sort((a, b) => a.order - b.order);
    const titleKey = sectionTitles[sectionId];
    return [titleKey ? { id: sectionId, titleKey, items } : { id: sectionId, items }];
  });
}

/** Where the outside links of the menus go; an entry whose address is unknown is left out. */
export type MenuLinkTargets = Partial<Record<MenuLinkName, string>>;

export type LeftMenuContext = {
  t: Translate;
  locale: Locale;
  links?: MenuLinkTargets;
};

const knownIcons = new Set<string>(iconNames);

/**
 * The design-system icon for a menu icon. Names the icon set does not have yet fall back to
 * a neutral mark, so the menu never breaks while the set grows.
 */
export function iconFor(icon: MenuIcon | undefined): IconName {
  return icon && knownIcons.has(icon) ? (icon as IconName) : 'chevron-right';
}

function badgeFor(
  entry: Extract<MenuEntryModel, { kind: 'route' }>,
  { t }: LeftMenuContext,
): MenuBadge | undefined {
  if (!entry.count || entry.count.value <= 0) return undefined;
  const { source, value } = entry.count;
  return {
    count: value,
    label: t(`menu.badge.${source}`, { count: value }),
  };
}

function toLink(entry: MenuEntryModel, context: LeftMenuContext): MenuLink | null {
  const { t, locale } = context;
  if (entry.kind === 'link') {
    const href = context.links?.[entry.link];
    if (!href) return null;
    return {
      id: entry.link,
      label: t(entry.labelKey),
      href,
      external: true,
      icon: entry.icon ? iconFor(entry.icon) : undefined,
    };
  }
  const link: MenuLink = {
    id: entry.route,
    label: t(entry.labelKey),
    href: localizePath(routeByName(entry.route).path, locale),
  };
  if (entry.icon) link.icon = iconFor(entry.icon);
  const badge = badgeFor(entry, context);
  if (badge) link.badge = badge;
  if (entry.warning) link.warning = t('menu.warning.addChurchLocation');
  return link;
}

/** The built menu in the LeftMenu's shape: translated, with localized hrefs. */
export function toLeftMenuSections(
  model: readonly MenuSectionModel[],
  context: LeftMenuContext,
): MenuSection[] {
  return model.flatMap((section) => {
    const items = section.items.flatMap((item): MenuItem[] => {
      if (item.kind === 'group') {
        const children = item.children.flatMap((child) => toLink(child, context) ?? []);
        if (children.length === 0) return [];
        return [
          { id: item.id, label: context.t(item.labelKey), icon: iconFor(item.icon), children },
        ];
      }
      const link = toLink(item.entry, context);
      return link ? [{ ...link, icon: iconFor(item.entry.icon) }] : [];
    });
    if (items.length === 0) return [];
    const title = section.titleKey ? context.t(section.titleKey) : undefined;
    return [title ? { id: section.id, title, items } : { id: section.id, items }];
  });
}

/** Both steps at once: the LeftMenu sections a user sees. */
export function leftMenuFor(user: MenuUser, context: LeftMenuContext): MenuSection[] {
  return toLeftMenuSections(buildMenu(user), context);
}
