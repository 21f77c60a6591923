import type { MessageKey } from '../design-system/i18n';

/**
 * THE route table (spec section 2). Every route of the product is one row here, pure data;
 * the router, the guard, the menus and the tests are derived from it. A route's title is the
 * locale key `routes.<name>`. Its screen is loaded through `routeLoaders.ts`, which only the
 * router imports: a route without an entry there opens the coming-soon page.
 */

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
export type MenuBadgeSource =
  'waitingVideos' | 'newConnections' | 'unreadMessages' | 'missingLocation';

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

const pastorLike = ['pastor', 'free'] as const;

const rows = [
  // Public pages under /users.
  {
    name: 'signIn',
    path: '/users/signIn',
    area: 'users',
  },
  {
    name: 'forgotPassword',
    path: '/users/forgot-password',
    area: 'users',
  },
  {
    name: 'resetPassword',
    path: '/users/reset-password',
    area: 'users',
  },

  // System pages.
  {
    name: 'systemNotFound',
    path: '/users/system/404',
    area: 'system',
  },
  {
    name: 'systemError',
    path: '/users/system/500',
    area: 'system',
  },
  {
    name: 'comingSoon',
    path: '/users/system/coming',
    area: 'system',
  },

  // Stand-alone pages (plain layout with footer).
  {
    name: 'individualCheckout',
    path: '/individual/checkout',
    area: 'standalone',
  },
  {
    name: 'checkout',
    path: '/checkout',
    area: 'standalone',
  },
  {
    name: 'donation',
    path: '/donation',
    area: 'standalone',
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
  },

  // Main app: dashboards.
  {
    name: 'dashboard',
    path: '/dashboard',
    area: 'main',
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
  },
  {
    name: 'updateBillingInfo',
    path: '/updateBillingInfo',
    area: 'main',
    needsPayment: false,
  },
  {
    name: 'paymentInfo',
    path: '/paymentInfo',
    area: 'main',
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
    needsPayment: false,
  },
  {
    name: 'subscriptions',
    path: '/subscriptions',
    area: 'main',
  },
  // 'Support center and support request' (spec section 2, screens named in the interface text).
  {
    name: 'supportRequest',
    path: '/support-request',
    area: 'main',
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
    menu: [
      {
        menus: pastorLike,
        section: 'churchManagement',
        order: 30,
        icon: 'mail',
        labelKey: 'menu.messages',
        badge: 'unreadMessages',
      },
    ],
  },
  {
    name: 'message',
    path: '/masseage/:id',
    area: 'main',
  },

  // Church.
  {
    name: 'campuses',
    path: '/campuses',
    area: 'main',
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
    menu: [
      { menus: ['care'], section: 'care', order: 20, icon: 'key', labelKey: 'menu.churchAccess' },
    ],
  },
  {
    name: 'churchProfile',
    path: '/churchProfile',
    area: 'main',
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
  },
  {
    name: 'getResults',
    path: '/get-results',
    area: 'main',
  },

  // Video.
  { name: 'capture', path: '/capture', area: 'main' },
  {
    name: 'videoPlayer',
    path: '/videoPlayer',
    area: 'main',
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
  },
  {
    name: 'orderProducts',
    path: '/orderProducts',
    area: 'main',
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
  },
  {
    name: 'orderProductCheckout',
    path: '/orderProducts/:id/checkout',
    area: 'main',
  },
  {
    name: 'specialOffers',
    path: '/specialOffers',
    area: 'main',
  },

  // Giving: in every menu.
  {
    name: 'donate',
    path: '/donate',
    area: 'main',
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
  },

  // Moderation.
  {
    name: 'becomeModerator',
    path: '/become-moderator',
    area: 'main',
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
    menu: [
      {
        menus: ['pastor'],
        section: 'jesusStoryChallenge',
        order: 20,
        icon: 'link',
        labelKey: 'menu.connections',
        badge: 'newConnections',
      },
      // An approved moderator reads the requests of the church they moderate (decision 028).
      {
        menus: ['individual'],
        section: 'jesusStoryChallenge',
        order: 70,
        icon: 'link',
        labelKey: 'menu.connections',
        when: 'moderatorApproved',
      },
    ],
  },

  // Upgrade.
  {
    name: 'upgradeInformation',
    path: '/upgrade-information',
    area: 'main',
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
  },
  // 'successfull' is the product's published path.
  {
    name: 'upgradeSuccessful',
    path: '/upgrade-successfull',
    area: 'main',
  },

  // Fallback inside the shell (payment-blocked pages land here).
  {
    name: 'notFound',
    path: '/404',
    area: 'main',
    needsPayment: false,
  },

  // Admin area.
  {
    name: 'adminDashboard',
    path: '/admin/dashboard',
    area: 'admin',
    dashboard: true,
  },
  {
    name: 'adminSettings',
    path: '/admin/settings',
    area: 'admin',
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
  // Not in the spec's table: a user's own page and the add form (docs/decisions/019), in no menu.
  {
    name: 'adminUserCreate',
    path: '/admin/user/create',
    area: 'admin',
  },
  {
    name: 'adminUser',
    path: '/admin/user/:userId',
    area: 'admin',
  },
  {
    name: 'adminQrCodes',
    path: '/admin/qr_code',
    area: 'admin',
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
  // Not in the spec's table: one moderator's page (remove), in no menu.
  {
    name: 'adminModerator',
    path: '/admin/moderators/:moderatorId',
    area: 'admin',
  },
  {
    name: 'adminModeratorActivities',
    path: '/admin/moderator-activities',
    area: 'admin',
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
  },
  {
    name: 'adminLocations',
    path: '/admin/location',
    area: 'admin',
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
  // Not in the spec's table: the spec's 'add' and 'update a church location' pages, in no menu.
  {
    name: 'adminLocationCreate',
    path: '/admin/location/create',
    area: 'admin',
  },
  {
    name: 'adminLocation',
    path: '/admin/location/:locationId',
    area: 'admin',
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
  },
  {
    name: 'adminAnswer',
    path: '/admin/category/detail/:categorySlug/answer/:answerSlug',
    area: 'admin',
  },
  {
    name: 'adminTestimonialCreate',
    path: '/admin/category/detail/:categorySlug/testimonial/create',
    area: 'admin',
  },
  {
    name: 'adminTestimonial',
    path: '/admin/category/detail/:categorySlug/testimonial/:testimonialSlug',
    area: 'admin',
  },
  {
    name: 'adminAiControl',
    path: '/admin/ai_control',
    area: 'admin',
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
    name: 'adminGifts',
    path: '/admin/gifts',
    area: 'admin',
    menu: [
      {
        menus: ['admin'],
        section: 'giving',
        order: 20,
        icon: 'receipt',
        labelKey: 'menu.admin.gifts',
      },
    ],
  },
  {
    name: 'adminVideos',
    path: '/admin/videos',
    area: 'admin',
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
  },
  {
    name: 'adminStoreCategories',
    path: '/admin/store/categories',
    area: 'admin',
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
  },
] as const satisfies readonly RouteRow[];

/** The three rows of an admin resource under /admin/{segment}: the list, `create`, and `detail/{slug}`. */
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
      menu: [{ menus: ['admin'], ...menu }],
    },
    {
      name: create,
      path: `${base}/create`,
      area: 'admin',
    },
    {
      name: detail,
      path: `${base}/detail/${slugParam}`,
      area: 'admin',
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
  /** `routes.<name>`: the page title, and the menu item's label unless it names its own. */
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

/** The locale key of every route's title; the compiler checks that en.json has each one. */
export type RouteTitleKey = `routes.${RouteName}` & MessageKey;

// Fails to compile when a route has no `routes.<name>` key in locales/en.json.
const everyTitleHasAKey: `routes.${RouteName}` extends MessageKey ? true : never = true;
void everyTitleHasAKey;

/** A route's title key, derived from its name. */
export function titleKeyOf(name: RouteName): RouteTitleKey {
  return `routes.${name}` as RouteTitleKey;
}

function toRoute(row: RouteRow): AppRoute {
  const rules = areaRules[row.area];
  return {
    name: row.name as RouteName,
    path: row.path,
    aliases: row.aliases ?? [],
    area: row.area,
    titleKey: titleKeyOf(row.name as RouteName),
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
