import type { MessageKey } from '#ds/i18n';
import type { RouteName } from './routes';

// The menus' vocabulary: the role menus, their sections and groups, and what an item may show.
// Each feature places its routes with it (app/features/<feature>/menus.ts); app/menus.ts builds
// the menus from those placements.

/** The left menus. website and discipleship users get `care` plus `pastor` (spec section 6). */
export type MenuId = 'admin' | 'pastor' | 'free' | 'individual' | 'care';

export type MenuSectionId =
  | 'top'
  | 'promotion'
  | 'churchManagement'
  | 'jesusStoryChallenge'
  | 'moderators'
  | 'education'
  | 'store'
  | 'account'
  | 'care'
  | 'giving'
  | 'careContent'
  | 'people'
  | 'content'
  | 'orders'
  | 'media';

/** Items folded under one parent entry of a section. */
export type MenuGroupId =
  | 'churchProfile'
  | 'adminUsers'
  | 'adminModerators'
  | 'adminAccounts'
  | 'adminCardOrders'
  | 'adminVideos';

/** Session counters and warnings a menu item can show. */
export type MenuBadgeSource =
  'waitingVideos' | 'pendingTestimonials' | 'newConnections' | 'unreadMessages' | 'missingLocation';

/**
 * What an item's icon stands for. menus.ts maps each to a design-system icon, in one place, so
 * the table does not change when the icon set grows.
 */
export type MenuIcon =
  | 'dashboard'
  | 'card'
  | 'chart'
  | 'calendar'
  | 'file'
  | 'folder'
  | 'church'
  | 'video'
  | 'mail'
  | 'map-pin'
  | 'message'
  | 'link'
  | 'search'
  | 'shield'
  | 'user-plus'
  | 'users'
  | 'user'
  | 'check'
  | 'book'
  | 'play'
  | 'flag'
  | 'cart'
  | 'receipt'
  | 'credit-card'
  | 'help'
  | 'star'
  | 'heart'
  | 'key'
  | 'building'
  | 'tag'
  | 'sparkles'
  | 'edit'
  | 'qr-code'
  | 'upload';

/** Extra conditions on the user for an item to show (spec section 4). */
export type MenuCondition = 'moderatorInvited' | 'moderatorApproved';

/** Where a route appears in one or more role menus. */
export type MenuPlacement = {
  menus: readonly MenuId[];
  section: MenuSectionId;
  /** Position inside the section (or inside the group); lower comes first. */
  order: number;
  group?: MenuGroupId;
  icon?: MenuIcon;
  /** The item's text; defaults to the route's title. */
  labelKey?: MessageKey;
  badge?: MenuBadgeSource;
  when?: MenuCondition;
  /**
   * An item a pastor who must pay still sees (spec section 4: no membership, or a past_due
   * one): the Account payment items, and support, so they can ask for help (decision 079).
   */
  payment?: true;
};

/** A menu entry that is not a route of ours: the church's public profile, on the public site. */
export type MenuLinkName = 'viewPublicProfile';

export type MenuLinkDefinition = {
  name: MenuLinkName;
  labelKey: MessageKey;
  menu: MenuPlacement;
};

/** Where each of a feature's routes shows in the menus (a route may show in several). */
export type FeatureMenus = Partial<Record<RouteName, readonly MenuPlacement[]>>;

/** The pastor's menu and the free partner's, which share most items. */
export const pastorLike = ['pastor', 'free'] as const;
