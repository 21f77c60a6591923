import type { ComponentType } from 'react';
import type { MessageKey } from '../design-system/i18n';

/**
 * THE route table (spec section 2). Every route of the product is one row here; the router,
 * the guard, the menus and the tests are derived from it. Adding a screen means adding a row
 * (or pointing an existing row's `load` at its container).
 */

/** A route's screen: a container component, loaded on demand so each route is its own chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * Which parent a route sits under. The parent decides the layout and the parent-level rules
 * of the guard:
 * - `users`: sign-in and password pages under /users, open without a login;
 * - `system`: 404, 500 and coming soon under /users/system, open to everyone;
 * - `standalone`: plain layout with footer, open without a login;
 * - `main`: the app shell, login required, payment required unless the page says otherwise;
 * - `admin`: the admin shell under /admin, admins only.
 */
export type RouteArea = 'users' | 'system' | 'standalone' | 'main' | 'admin';

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
export type MenuBadgeSource = 'waitingVideos' | 'newConnections' | 'missingLocation';

/**
 * What an item's icon stands for. menus.ts maps each to a design-system icon, in one place, so
 * the table does not change when the icon set grows.
 */
export type MenuIcon =
  | 'dashboard'
  | 'card'
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
   * An Account payment item: the only items a pastor who must pay still sees
   * (spec section 4: no membership, or a past_due one).
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

type RouteRow = {
  name: string;
  path: string;
  /** Other paths that open the same route (legacy links). */
  aliases?: readonly string[];
  area: RouteArea;
  load: ScreenLoader;
  titleKey: MessageKey;
  /** Only meaningful in `main`: false for the pages a user who must pay can still open. */
  needsPayment?: boolean;
  /** One of the role dashboards: the guard sends it to the dashboard of the user's role. */
  dashboard?: boolean;
  /** Uses the dark theme (spec section 2, guard rule 1). */
  darkTheme?: boolean;
  /** The shell's top progress bar is not shown on this page. */
  hideProgressBar?: boolean;
  menu?: readonly MenuPlacement[];
};

/** Parent-level rules, one per area. */
export type AreaRules = {
  /** Open to everyone, logged in or not (guard rule 2). */
  system: boolean;
  /** A login is needed (guard rules 3 and 4). */
  requiresLogin: boolean;
  /** Admins only; everyone else only outside it (guard rule 5). */
  adminOnly: boolean;
  /** The parent requires payment (guard rule 6 looks at parent and child). */
  needsPayment: boolean;
  /** Plain page with the footer and no shell. */
  standalone: boolean;
};

export const areaRules: Record<RouteArea, AreaRules> = {
  users: {
    system: false,
    requiresLogin: false,
    adminOnly: false,
    needsPayment: false,
    standalone: false,
  },
  system: {
    system: true,
    requiresLogin: false,
    adminOnly: false,
    needsPayment: false,
    standalone: false,
  },
  standalone: {
    system: false,
    requiresLogin: false,
    adminOnly: false,
    needsPayment: false,
    standalone: true,
  },
  main: {
    system: false,
    requiresLogin: true,
    adminOnly: false,
    needsPayment: true,
    standalone: false,
  },
  admin: {
    system: false,
    requiresLogin: true,
    adminOnly: true,
    needsPayment: false,
    standalone: false,
  },
};

// Screens that later issues deliver open the system 'coming soon' page until then.
const comingSoon: ScreenLoader = () =>
  import('./containers/system/ComingSoonContainer').then((module) => module.ComingSoonContainer);

// Each container is its own chunk, loaded when its route is first shown.
const notFoundPage: ScreenLoader = () =>
  import('./containers/system/NotFoundContainer').then((module) => module.NotFoundContainer);
const serverErrorPage: ScreenLoader = () =>
  import('./containers/system/ServerErrorContainer').then((module) => module.ServerErrorContainer);
const signInPage: ScreenLoader = () =>
  import('./containers/auth/SignInContainer').then((module) => module.SignInContainer);
const forgotPasswordPage: ScreenLoader = () =>
  import('./containers/auth/ForgotPasswordContainer').then(
    (module) => module.ForgotPasswordContainer,
  );
const resetPasswordPage: ScreenLoader = () =>
  import('./containers/auth/ResetPasswordContainer').then(
    (module) => module.ResetPasswordContainer,
  );
const pastorDashboardPage: ScreenLoader = () =>
  import('./containers/dashboard/PastorDashboardContainer').then(
    (module) => module.PastorDashboardContainer,
  );
const careDashboardPage: ScreenLoader = () =>
  import('./containers/dashboard/CareDashboardContainer').then(
    (module) => module.CareDashboardContainer,
  );
const individualDashboardPage: ScreenLoader = () =>
  import('./containers/dashboard/IndividualDashboardContainer').then(
    (module) => module.IndividualDashboardContainer,
  );
const adminDashboardPage: ScreenLoader = () =>
  import('./containers/dashboard/AdminDashboardContainer').then(
    (module) => module.AdminDashboardContainer,
  );
const accountPage: ScreenLoader = () =>
  import('./containers/account/AccountContainer').then((module) => module.AccountContainer);
const updateInfoPage: ScreenLoader = () =>
  import('./containers/account/UpdateUserInfoContainer').then(
    (module) => module.UpdateUserInfoContainer,
  );
const adminSettingsPage: ScreenLoader = () =>
  import('./containers/admin/AdminSettingsContainer').then(
    (module) => module.AdminSettingsContainer,
  );

const pastorLike = ['pastor', 'free'] as const;

const rows = [
  // Public pages under /users.
  {
    name: 'signIn',
    path: '/users/signIn',
    area: 'users',
    load: signInPage,
    titleKey: 'routes.signIn',
  },
  {
    name: 'forgotPassword',
    path: '/users/forgot-password',
    area: 'users',
    load: forgotPasswordPage,
    titleKey: 'routes.forgotPassword',
  },
  {
    name: 'resetPassword',
    path: '/users/reset-password',
    area: 'users',
    load: resetPasswordPage,
    titleKey: 'routes.resetPassword',
  },

  // System pages.
  {
    name: 'systemNotFound',
    path: '/users/system/404',
    area: 'system',
    load: notFoundPage,
    titleKey: 'routes.systemNotFound',
  },
  {
    name: 'systemError',
    path: '/users/system/500',
    area: 'system',
    load: serverErrorPage,
    titleKey: 'routes.systemError',
  },
  {
    name: 'comingSoon',
    path: '/users/system/coming',
    area: 'system',
    load: comingSoon,
    titleKey: 'routes.comingSoon',
  },

  // Stand-alone pages (plain layout with footer).
  {
    name: 'individualCheckout',
    path: '/individual/checkout',
    area: 'standalone',
    load: comingSoon,
    titleKey: 'routes.individualCheckout',
  },
  {
    name: 'checkout',
    path: '/checkout',
    area: 'standalone',
    load: comingSoon,
    titleKey: 'routes.checkout',
  },
  {
    name: 'donation',
    path: '/donation',
    area: 'standalone',
    load: comingSoon,
    titleKey: 'routes.donation',
    // Admins may not open the signed-in donate page (guard rule 5): theirs is the public one.
    menu: [
      { menus: ['admin'], section: 'giving', order: 10, icon: 'heart', labelKey: 'menu.donate' },
    ],
  },
  {
    name: 'billingRenewal',
    path: '/billingRenewal',
    aliases: ['/billing-renewal'],
    area: 'standalone',
    load: comingSoon,
    titleKey: 'routes.billingRenewal',
  },

  // Main app: dashboards.
  {
    name: 'dashboard',
    path: '/dashboard',
    area: 'main',
    load: pastorDashboardPage,
    titleKey: 'routes.dashboard',
    needsPayment: false,
    dashboard: true,
    menu: [
      {
        menus: ['pastor', 'free'],
        section: 'top',
        order: 10,
        icon: 'dashboard',
        labelKey: 'menu.dashboard',
      },
    ],
  },
  {
    name: 'careDashboard',
    path: '/care-dashboard',
    area: 'main',
    load: careDashboardPage,
    titleKey: 'routes.careDashboard',
    needsPayment: false,
    dashboard: true,
    menu: [
      {
        menus: ['care'],
        section: 'top',
        order: 20,
        icon: 'dashboard',
        labelKey: 'menu.careDashboard',
      },
    ],
  },
  {
    name: 'individualDashboard',
    path: '/individual-dashboard',
    area: 'main',
    load: individualDashboardPage,
    titleKey: 'routes.individualDashboard',
    needsPayment: false,
    dashboard: true,
    menu: [
      {
        menus: ['individual'],
        section: 'top',
        order: 10,
        icon: 'dashboard',
        labelKey: 'menu.dashboard',
      },
    ],
  },

  // Account.
  {
    name: 'account',
    path: '/account',
    area: 'main',
    load: accountPage,
    titleKey: 'routes.account',
    needsPayment: false,
    menu: [
      {
        menus: ['pastor'],
        section: 'account',
        order: 10,
        icon: 'receipt',
        labelKey: 'menu.invoicesAndPayments',
        payment: true,
      },
    ],
  },
  {
    name: 'updateInfo',
    path: '/updateInfo',
    area: 'main',
    load: updateInfoPage,
    titleKey: 'routes.updateInfo',
  },
  {
    name: 'updateBillingInfo',
    path: '/updateBillingInfo',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.updateBillingInfo',
    needsPayment: false,
  },
  {
    name: 'paymentInfo',
    path: '/paymentInfo',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.paymentInfo',
    needsPayment: false,
    menu: [
      {
        menus: ['pastor', 'individual'],
        section: 'account',
        order: 20,
        icon: 'credit-card',
        labelKey: 'menu.paymentInfo',
        payment: true,
      },
    ],
  },
  {
    name: 'plan',
    path: '/plan',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.plan',
    needsPayment: false,
  },
  {
    name: 'subscriptions',
    path: '/subscriptions',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.subscriptions',
  },
  // 'Support center and support request' (spec section 2, screens named in the interface text).
  {
    name: 'supportRequest',
    path: '/support-request',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.supportRequest',
    menu: [
      {
        menus: ['pastor'],
        section: 'account',
        order: 30,
        icon: 'help',
        labelKey: 'menu.supportRequest',
      },
    ],
  },

  // Messages ('masseage' is the product's published path; kept so old links work).
  {
    name: 'inbox',
    path: '/inbox',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.inbox',
    menu: [
      {
        menus: pastorLike,
        section: 'churchManagement',
        order: 30,
        icon: 'mail',
        labelKey: 'menu.messages',
      },
    ],
  },
  {
    name: 'message',
    path: '/masseage/:id',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.message',
  },

  // Church.
  {
    name: 'campuses',
    path: '/campuses',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.campuses',
    menu: [
      {
        menus: pastorLike,
        section: 'churchManagement',
        order: 40,
        icon: 'map-pin',
        labelKey: 'menu.campuses',
        badge: 'missingLocation',
      },
    ],
  },
  {
    name: 'churchAccess',
    path: '/churchAccess',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.churchAccess',
    menu: [
      { menus: ['care'], section: 'care', order: 20, icon: 'key', labelKey: 'menu.churchAccess' },
    ],
  },
  {
    name: 'churchProfile',
    path: '/churchProfile',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.churchProfile',
    menu: [
      {
        menus: pastorLike,
        section: 'churchManagement',
        group: 'churchProfile',
        order: 10,
        labelKey: 'menu.profileOverview',
      },
      {
        menus: ['care'],
        section: 'care',
        order: 10,
        icon: 'church',
        labelKey: 'menu.churchProfile',
      },
    ],
  },
  {
    name: 'editProfile',
    path: '/editProfile',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.editProfile',
    menu: [
      {
        menus: pastorLike,
        section: 'churchManagement',
        group: 'churchProfile',
        order: 30,
        labelKey: 'menu.editProfile',
      },
    ],
  },
  {
    name: 'profileVideo',
    path: '/profileVideo',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.profileVideo',
    menu: [
      {
        menus: pastorLike,
        section: 'churchManagement',
        group: 'churchProfile',
        order: 40,
        labelKey: 'menu.profileVideo',
      },
    ],
  },
  {
    name: 'testimonials',
    path: '/testimonials',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.testimonials',
  },
  {
    name: 'getResults',
    path: '/get-results',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.getResults',
  },

  // Video.
  { name: 'capture', path: '/capture', area: 'main', load: comingSoon, titleKey: 'routes.capture' },
  {
    name: 'videoPlayer',
    path: '/videoPlayer',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.videoPlayer',
    menu: [
      {
        menus: ['pastor'],
        section: 'education',
        order: 20,
        icon: 'play',
        labelKey: 'menu.videoPlayer',
      },
    ],
  },
  {
    name: 'careVideoPlayer',
    path: '/careVideoPlayer',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.careVideoPlayer',
    menu: [
      {
        menus: ['care'],
        section: 'care',
        order: 40,
        icon: 'play',
        labelKey: 'menu.careVideoPlayer',
      },
    ],
  },
  {
    name: 'monthlyVideos',
    path: '/monthlyVideos',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.monthlyVideos',
    menu: [
      {
        menus: ['pastor'],
        section: 'promotion',
        order: 20,
        icon: 'calendar',
        labelKey: 'menu.monthlyVideos',
      },
    ],
  },
  {
    name: 'welcomeVideo',
    path: '/welcome-video',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.welcomeVideo',
    menu: [
      {
        menus: pastorLike,
        section: 'churchManagement',
        order: 20,
        icon: 'video',
        labelKey: 'menu.welcomeVideo',
      },
    ],
  },

  // Education and promotion.
  {
    name: 'studyGuides',
    path: '/studyGuides',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.studyGuides',
    menu: [
      {
        menus: ['pastor'],
        section: 'education',
        order: 10,
        icon: 'book',
        labelKey: 'menu.studyGuides',
      },
    ],
  },
  {
    name: 'bulletinInserts',
    path: '/bulletinInserts',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.bulletinInserts',
    menu: [
      {
        menus: ['pastor'],
        section: 'promotion',
        order: 30,
        icon: 'file',
        labelKey: 'menu.bulletinInserts',
      },
    ],
  },
  {
    name: 'bulletinInsertsCare',
    path: '/bulletinInsertsCare',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.bulletinInsertsCare',
    menu: [
      {
        menus: ['care'],
        section: 'care',
        order: 30,
        icon: 'file',
        labelKey: 'menu.bulletinInserts',
      },
    ],
  },
  {
    name: 'resources',
    path: '/resources',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.resources',
    menu: [
      {
        menus: ['pastor'],
        section: 'promotion',
        order: 40,
        icon: 'folder',
        labelKey: 'menu.resources',
      },
    ],
  },
  {
    name: 'evangelismBootcamp',
    path: '/evangelism-bootcamp',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.evangelismBootcamp',
    menu: [
      {
        menus: ['pastor'],
        section: 'education',
        order: 30,
        icon: 'flag',
        labelKey: 'menu.evangelismBootcamp',
      },
      {
        menus: ['free', 'individual'],
        section: 'top',
        order: 20,
        icon: 'flag',
        labelKey: 'menu.evangelismBootcamp',
      },
    ],
  },

  // Ordering.
  {
    name: 'individualOrderCards',
    path: '/individual/orderCards',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.individualOrderCards',
    menu: [
      {
        menus: ['individual'],
        section: 'jesusStoryChallenge',
        order: 20,
        icon: 'card',
        labelKey: 'menu.orderCards',
      },
    ],
  },
  {
    name: 'orderCards',
    path: '/orderCards',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.orderCards',
    menu: [
      {
        menus: ['pastor'],
        section: 'promotion',
        order: 10,
        icon: 'card',
        labelKey: 'menu.orderCards',
      },
    ],
  },
  // Reached from an order's confirmation only; never in a menu.
  {
    name: 'reOrderCards',
    path: '/reOrderCards',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.reOrderCards',
  },
  {
    name: 'orderProducts',
    path: '/orderProducts',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.orderProducts',
    menu: [
      {
        menus: ['pastor'],
        section: 'store',
        order: 10,
        icon: 'cart',
        labelKey: 'menu.orderProducts',
      },
      {
        menus: ['individual'],
        section: 'jesusStoryChallenge',
        order: 30,
        icon: 'cart',
        labelKey: 'menu.orderProducts',
      },
    ],
  },
  {
    name: 'orderProductsCategory',
    path: '/orderProducts/:categoryId',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.orderProductsCategory',
  },
  {
    name: 'orderProductCheckout',
    path: '/orderProducts/:id/checkout',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.orderProductCheckout',
  },
  {
    name: 'specialOffers',
    path: '/specialOffers',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.specialOffers',
  },

  // Giving: in every menu.
  {
    name: 'donate',
    path: '/donate',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.donate',
    needsPayment: false,
    menu: [
      {
        menus: ['pastor', 'free', 'individual', 'care'],
        section: 'giving',
        order: 10,
        icon: 'heart',
        labelKey: 'menu.donate',
      },
    ],
  },

  // Story flow.
  {
    name: 'shareYourStory',
    path: '/share-your-story',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.shareYourStory',
    darkTheme: true,
    hideProgressBar: true,
    menu: [
      {
        menus: ['individual'],
        section: 'jesusStoryChallenge',
        order: 10,
        icon: 'message',
        labelKey: 'menu.shareYourStory',
      },
    ],
  },
  {
    name: 'setupShareStory',
    path: '/setup-share-story',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.setupShareStory',
    menu: [
      {
        menus: ['pastor'],
        section: 'jesusStoryChallenge',
        order: 10,
        icon: 'message',
        labelKey: 'menu.inviteStories',
      },
    ],
  },
  {
    name: 'connectToChurch',
    path: '/connect-to-church',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.connectToChurch',
    menu: [
      {
        menus: ['pastor'],
        section: 'jesusStoryChallenge',
        order: 30,
        icon: 'search',
        labelKey: 'menu.churchDirectory',
      },
      {
        menus: ['individual'],
        section: 'jesusStoryChallenge',
        order: 40,
        icon: 'church',
        labelKey: 'menu.connectToChurch',
      },
    ],
  },
  {
    name: 'jesusStories',
    path: '/jesus-stories',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.jesusStories',
  },

  // Moderation.
  {
    name: 'becomeModerator',
    path: '/become-moderator',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.becomeModerator',
    menu: [
      {
        menus: ['individual'],
        section: 'jesusStoryChallenge',
        order: 50,
        icon: 'shield',
        labelKey: 'menu.becomeModerator',
        when: 'moderatorInvited',
      },
      {
        menus: ['pastor'],
        section: 'moderators',
        order: 30,
        icon: 'shield',
        labelKey: 'menu.becomeModerator',
        when: 'moderatorInvited',
      },
    ],
  },
  {
    name: 'inviteModerator',
    path: '/invite-moderator',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.inviteModerator',
    menu: [
      {
        menus: ['pastor'],
        section: 'moderators',
        order: 10,
        icon: 'user-plus',
        labelKey: 'menu.inviteModerator',
      },
    ],
  },
  {
    name: 'churchModerators',
    path: '/church-moderators',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.churchModerators',
    menu: [
      {
        menus: ['pastor'],
        section: 'moderators',
        order: 20,
        icon: 'users',
        labelKey: 'menu.moderatorList',
      },
    ],
  },
  {
    name: 'videoReview',
    path: '/video-review',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.videoReview',
    menu: [
      {
        menus: ['individual'],
        section: 'jesusStoryChallenge',
        order: 60,
        icon: 'check',
        labelKey: 'menu.videoReview',
        badge: 'waitingVideos',
        when: 'moderatorApproved',
      },
      {
        menus: ['pastor'],
        section: 'moderators',
        order: 40,
        icon: 'check',
        labelKey: 'menu.videoReview',
        badge: 'waitingVideos',
        when: 'moderatorApproved',
      },
    ],
  },

  // Connections.
  {
    name: 'connectRequest',
    path: '/connect-request',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.connectRequest',
    menu: [
      {
        menus: ['pastor'],
        section: 'jesusStoryChallenge',
        order: 20,
        icon: 'link',
        labelKey: 'menu.connections',
        badge: 'newConnections',
      },
    ],
  },

  // Upgrade.
  {
    name: 'upgradeInformation',
    path: '/upgrade-information',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.upgradeInformation',
    menu: [
      {
        menus: ['free'],
        section: 'account',
        order: 10,
        icon: 'star',
        labelKey: 'menu.upgradeMembership',
      },
    ],
  },
  {
    name: 'upgradeMembership',
    path: '/upgrade-membership',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.upgradeMembership',
  },
  // 'successfull' is the product's published path.
  {
    name: 'upgradeSuccessful',
    path: '/upgrade-successfull',
    area: 'main',
    load: comingSoon,
    titleKey: 'routes.upgradeSuccessful',
  },

  // Fallback inside the shell (payment-blocked pages land here).
  {
    name: 'notFound',
    path: '/404',
    area: 'main',
    load: notFoundPage,
    titleKey: 'routes.notFound',
    needsPayment: false,
  },

  // Admin area.
  {
    name: 'adminDashboard',
    path: '/admin/dashboard',
    area: 'admin',
    load: adminDashboardPage,
    titleKey: 'routes.adminDashboard',
    dashboard: true,
  },
  {
    name: 'adminSettings',
    path: '/admin/settings',
    area: 'admin',
    load: adminSettingsPage,
    titleKey: 'routes.adminSettings',
  },

  ...adminList(
    ['adminCareVideos', 'adminCareVideoCreate', 'adminCareVideo'],
    'care_video',
    ':careVideoSlug',
    { section: 'careContent', order: 10, icon: 'video', labelKey: 'menu.admin.careVideos' },
  ),
  ...adminList(
    ['adminCareCategories', 'adminCareCategoryCreate', 'adminCareCategory'],
    'care_category',
    ':careCategorySlug',
    { section: 'careContent', order: 20, icon: 'tag', labelKey: 'menu.admin.careCategories' },
  ),
  ...adminList(
    ['adminSpeakerBios', 'adminSpeakerBioCreate', 'adminSpeakerBio'],
    'care_speaker_bio',
    ':careSpeakerBioSlug',
    { section: 'careContent', order: 30, icon: 'user', labelKey: 'menu.admin.speakerBios' },
  ),

  {
    name: 'adminUsers',
    path: '/admin/user',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminUsers',
    menu: [
      {
        menus: ['admin'],
        section: 'people',
        group: 'adminUsers',
        order: 10,
        labelKey: 'menu.admin.allUsers',
      },
    ],
  },
  {
    name: 'adminFreeUsers',
    path: '/admin/free_user',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminFreeUsers',
    menu: [
      {
        menus: ['admin'],
        section: 'people',
        group: 'adminUsers',
        order: 20,
        labelKey: 'menu.admin.freeUsers',
      },
    ],
  },
  {
    name: 'adminPastorSignups',
    path: '/admin/paster_signup',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminPastorSignups',
    menu: [
      {
        menus: ['admin'],
        section: 'people',
        group: 'adminUsers',
        order: 30,
        labelKey: 'menu.admin.pastorSignups',
      },
    ],
  },
  {
    name: 'adminQrCodes',
    path: '/admin/qr_code',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminQrCodes',
    menu: [
      {
        menus: ['admin'],
        section: 'people',
        group: 'adminUsers',
        order: 40,
        labelKey: 'menu.admin.qrCodes',
      },
    ],
  },
  {
    name: 'adminModerators',
    path: '/admin/moderators',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminModerators',
    menu: [
      {
        menus: ['admin'],
        section: 'people',
        group: 'adminModerators',
        order: 10,
        labelKey: 'menu.admin.moderators',
      },
    ],
  },
  {
    name: 'adminModeratorActivities',
    path: '/admin/moderator-activities',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminModeratorActivities',
    menu: [
      {
        menus: ['admin'],
        section: 'people',
        group: 'adminModerators',
        order: 20,
        labelKey: 'menu.admin.moderatorActivities',
      },
    ],
  },
  {
    name: 'adminAccounts',
    path: '/admin/account',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminAccounts',
    menu: [
      {
        menus: ['admin'],
        section: 'people',
        group: 'adminAccounts',
        order: 10,
        labelKey: 'menu.admin.allAccounts',
      },
    ],
  },
  {
    name: 'adminAccountCreate',
    path: '/admin/account/create',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminAccountCreate',
    menu: [
      {
        menus: ['admin'],
        section: 'people',
        group: 'adminAccounts',
        order: 20,
        labelKey: 'menu.admin.createAccount',
      },
    ],
  },
  {
    name: 'adminAccount',
    path: '/admin/account/:accountId',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminAccount',
  },
  {
    name: 'adminLocations',
    path: '/admin/location',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminLocations',
    menu: [
      {
        menus: ['admin'],
        section: 'people',
        order: 50,
        icon: 'map-pin',
        labelKey: 'menu.admin.locations',
      },
    ],
  },

  ...adminList(
    ['adminCategories', 'adminCategoryCreate', 'adminCategory'],
    'category',
    ':categorySlug',
    { section: 'content', order: 10, icon: 'tag', labelKey: 'menu.admin.categories' },
  ),
  {
    name: 'adminAnswerCreate',
    path: '/admin/category/detail/:categorySlug/answer/create',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminAnswerCreate',
  },
  {
    name: 'adminAnswer',
    path: '/admin/category/detail/:categorySlug/answer/:answerSlug',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminAnswer',
  },
  {
    name: 'adminTestimonialCreate',
    path: '/admin/category/detail/:categorySlug/testimonial/create',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminTestimonialCreate',
  },
  {
    name: 'adminTestimonial',
    path: '/admin/category/detail/:categorySlug/testimonial/:testimonialSlug',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminTestimonial',
  },
  {
    name: 'adminAiControl',
    path: '/admin/ai_control',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminAiControl',
    menu: [
      {
        menus: ['admin'],
        section: 'content',
        order: 20,
        icon: 'sparkles',
        labelKey: 'menu.admin.aiControl',
      },
    ],
  },
  ...adminList(['adminPages', 'adminPageCreate', 'adminPage'], 'pages', ':pageSlug', {
    section: 'content',
    order: 30,
    icon: 'file',
    labelKey: 'menu.admin.pages',
  }),
  ...adminList(
    ['adminMonthlyPages', 'adminMonthlyPageCreate', 'adminMonthlyPage'],
    'monthly_pages',
    ':pageSlug',
    { section: 'content', order: 40, icon: 'calendar', labelKey: 'menu.monthlyVideos' },
  ),
  ...adminList(['adminPosts', 'adminPostCreate', 'adminPost'], 'post', ':postSlug', {
    section: 'content',
    order: 50,
    icon: 'edit',
    labelKey: 'menu.admin.posts',
  }),

  {
    name: 'adminCardOrderNew',
    path: '/admin/cardOrder/new',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminCardOrderNew',
    menu: [
      {
        menus: ['admin'],
        section: 'orders',
        group: 'adminCardOrders',
        order: 10,
        labelKey: 'menu.admin.newCardOrder',
      },
    ],
  },
  {
    name: 'adminCardOrders',
    path: '/admin/cardOrder',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminCardOrders',
    menu: [
      {
        menus: ['admin'],
        section: 'orders',
        group: 'adminCardOrders',
        order: 20,
        labelKey: 'menu.admin.cardOrderList',
      },
    ],
  },
  {
    name: 'adminCardOrderHistory',
    path: '/admin/cardOrder/history',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminCardOrderHistory',
    menu: [
      {
        menus: ['admin'],
        section: 'orders',
        group: 'adminCardOrders',
        order: 30,
        labelKey: 'menu.admin.cardOrderHistory',
      },
    ],
  },

  {
    name: 'adminShareStory',
    path: '/admin/share-story',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminShareStory',
    menu: [
      {
        menus: ['admin'],
        section: 'media',
        order: 10,
        icon: 'message',
        labelKey: 'menu.admin.sharedStories',
      },
    ],
  },
  {
    name: 'adminVideos',
    path: '/admin/videos',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminVideos',
    menu: [
      {
        menus: ['admin'],
        section: 'media',
        group: 'adminVideos',
        order: 10,
        labelKey: 'menu.admin.allVideos',
      },
    ],
  },
  {
    name: 'adminVideoReview',
    path: '/admin/video-review',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminVideoReview',
    menu: [
      {
        menus: ['admin'],
        section: 'media',
        group: 'adminVideos',
        order: 20,
        labelKey: 'menu.videoReview',
        badge: 'waitingVideos',
      },
    ],
  },
  {
    name: 'adminVideoUpload',
    path: '/admin/videoUpload',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminVideoUpload',
    menu: [
      {
        menus: ['admin'],
        section: 'media',
        group: 'adminVideos',
        order: 30,
        labelKey: 'menu.admin.uploadVideo',
      },
    ],
  },

  {
    name: 'adminStoreProducts',
    path: '/admin/store/products',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminStoreProducts',
    menu: [
      {
        menus: ['admin'],
        section: 'store',
        order: 10,
        icon: 'cart',
        labelKey: 'menu.admin.storeProducts',
      },
    ],
  },
  {
    name: 'adminStoreProduct',
    path: '/admin/store/products/:id',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminStoreProduct',
  },
  {
    name: 'adminStoreCategories',
    path: '/admin/store/categories',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminStoreCategories',
    menu: [
      {
        menus: ['admin'],
        section: 'store',
        order: 20,
        icon: 'tag',
        labelKey: 'menu.admin.storeCategories',
      },
    ],
  },
  {
    name: 'adminStoreCategory',
    path: '/admin/store/categories/:id',
    area: 'admin',
    load: comingSoon,
    titleKey: 'routes.adminStoreCategory',
  },
] as const satisfies readonly RouteRow[];

/**
 * The three rows of an admin resource under /admin/{segment}: the list, `create`, and
 * `detail/{slug}`. Each row's title key is `routes.<its name>`.
 */
function adminList<List extends string, Create extends string, Detail extends string>(
  [list, create, detail]: readonly [List, Create, Detail],
  segment: string,
  slugParam: `:${string}`,
  menu: Omit<MenuPlacement, 'menus'>,
) {
  const base = `/admin/${segment}`;
  return [
    {
      name: list,
      path: base,
      area: 'admin',
      load: comingSoon,
      titleKey: `routes.${list}` as MessageKey,
      menu: [{ menus: ['admin'], ...menu }],
    },
    {
      name: create,
      path: `${base}/create`,
      area: 'admin',
      load: comingSoon,
      titleKey: `routes.${create}` as MessageKey,
    },
    {
      name: detail,
      path: `${base}/detail/${slugParam}`,
      area: 'admin',
      load: comingSoon,
      titleKey: `routes.${detail}` as MessageKey,
    },
  ] as const satisfies readonly RouteRow[];
}

/** The name of every route, checked by the compiler wherever a route is named. */
export type RouteName = (typeof rows)[number]['name'];

/** One route with every flag spelled out (parent rules folded in). */
export type AppRoute = {
  name: RouteName;
  /** Path without the locale prefix; `:param` segments as react-router writes them. */
  path: string;
  aliases: readonly string[];
  area: RouteArea;
  load: ScreenLoader;
  titleKey: MessageKey;
  /** Open to everyone (guard rule 2). */
  system: boolean;
  /** Reached without a login: system, /users and stand-alone pages (guard rule 3). */
  public: boolean;
  /** Plain layout with footer, no shell. */
  standalone: boolean;
  adminOnly: boolean;
  /** The parent area requires payment (guard rule 6). */
  parentNeedsPayment: boolean;
  /** The page itself requires payment (guard rule 6). */
  needsPayment: boolean;
  dashboard: boolean;
  darkTheme: boolean;
  hideProgressBar: boolean;
  menu: readonly MenuPlacement[];
};

function toRoute(row: RouteRow): AppRoute {
  const rules = areaRules[row.area];
  return {
    name: row.name as RouteName,
    path: row.path,
    aliases: row.aliases ?? [],
    area: row.area,
    load: row.load,
    titleKey: row.titleKey,
    system: rules.system,
    public: !rules.requiresLogin,
    standalone: rules.standalone,
    adminOnly: rules.adminOnly,
    parentNeedsPayment: rules.needsPayment,
    needsPayment: rules.needsPayment && (row.needsPayment ?? true),
    dashboard: row.dashboard ?? false,
    darkTheme: row.darkTheme ?? false,
    hideProgressBar: row.hideProgressBar ?? false,
    menu: row.menu ?? [],
  };
}

/** Every route, in table order. */
export const appRoutes: readonly AppRoute[] = rows.map((row) => toRoute(row));

/** Every route by name. */
export const routesByName = Object.fromEntries(
  appRoutes.map((route) => [route.name, route]),
) as Record<RouteName, AppRoute>;

export function routeByName(name: RouteName): AppRoute {
  return routesByName[name];
}

/** Menu entries that point outside the route table (see menus.ts for their addresses). */
export const menuLinks: readonly MenuLinkDefinition[] = [
  {
    name: 'viewPublicProfile',
    labelKey: 'menu.viewPublicProfile',
    menu: { menus: pastorLike, section: 'churchManagement', group: 'churchProfile', order: 20 },
  },
];

/** Paths that only redirect: `/` to the dashboard, `/admin` to the admin dashboard. */
export const indexRedirects: Readonly<Record<string, RouteName>> = {
  '/': 'dashboard',
  '/admin': 'adminDashboard',
};

/** Where unknown paths go (spec section 2). */
export const fallbackRoute: RouteName = 'systemNotFound';

/** Builds a route's path, filling `:params`. */
export function pathFor(
  name: RouteName,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathFor('${name}') needs the parameter '${key}'`);
    return encodeURIComponent(String(value));
  });
}
