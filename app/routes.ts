import type { MessageKey } from '#ds/i18n';

/**
 * THE route table (spec section 2). Every route of the product is one row here, pure data;
 * the router, the guard, the menus and the tests are derived from it. A route's title is the
 * locale key `routes.<name>`. Its screen is loaded through `routeLoaders.ts`, which only the
 * router imports: a route without an entry there opens the coming-soon page. Where it shows in
 * the menus is `routeMenus.ts`, which only the signed-in shell loads.
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
  },
  {
    name: 'billingRenewal',
    path: '/billingRenewal',
    aliases: ['/billing-renewal'],
    area: 'standalone',
  },
  // 'Pricing: select average attendance, then join monthly or yearly' (spec section 2). Public,
  // like checkout, which it leads to.
  {
    name: 'pricing',
    path: '/pricing',
    area: 'standalone',
  },

  // Main app: dashboards.
  {
    name: 'dashboard',
    path: '/dashboard',
    area: 'main',
    needsPayment: false,
    dashboard: true,
  },
  {
    name: 'careDashboard',
    path: '/care-dashboard',
    area: 'main',
    needsPayment: false,
    dashboard: true,
  },
  {
    name: 'individualDashboard',
    path: '/individual-dashboard',
    area: 'main',
    needsPayment: false,
    dashboard: true,
  },

  // Account.
  {
    name: 'account',
    path: '/account',
    area: 'main',
    needsPayment: false,
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
  },

  // Messages ('masseage' is the product's published path; kept so old links work).
  {
    name: 'inbox',
    path: '/inbox',
    area: 'main',
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
  },
  {
    name: 'churchAccess',
    path: '/churchAccess',
    area: 'main',
  },
  {
    name: 'churchProfile',
    path: '/churchProfile',
    area: 'main',
  },
  {
    name: 'editProfile',
    path: '/editProfile',
    area: 'main',
  },
  {
    name: 'profileVideo',
    path: '/profileVideo',
    area: 'main',
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
  },
  {
    name: 'careVideoPlayer',
    path: '/careVideoPlayer',
    area: 'main',
  },
  {
    name: 'monthlyVideos',
    path: '/monthlyVideos',
    area: 'main',
  },
  {
    name: 'welcomeVideo',
    path: '/welcome-video',
    area: 'main',
  },

  // Education and promotion.
  {
    name: 'studyGuides',
    path: '/studyGuides',
    area: 'main',
  },
  {
    name: 'bulletinInserts',
    path: '/bulletinInserts',
    area: 'main',
  },
  {
    name: 'bulletinInsertsCare',
    path: '/bulletinInsertsCare',
    area: 'main',
  },
  {
    name: 'resources',
    path: '/resources',
    area: 'main',
  },
  {
    name: 'evangelismBootcamp',
    path: '/evangelism-bootcamp',
    area: 'main',
  },

  // Ordering.
  {
    name: 'individualOrderCards',
    path: '/individual/orderCards',
    area: 'main',
  },
  {
    name: 'orderCards',
    path: '/orderCards',
    area: 'main',
  },
  // Reached from an order in the card order history (Re-order) only; never in a menu.
  {
    name: 'reOrderCards',
    path: '/reOrderCards',
    area: 'main',
  },
  {
    name: 'orderProducts',
    path: '/orderProducts',
    area: 'main',
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
  },

  // Story flow.
  {
    name: 'shareYourStory',
    path: '/share-your-story',
    area: 'main',
    darkTheme: true,
    hideProgressBar: true,
  },
  {
    name: 'setupShareStory',
    path: '/setup-share-story',
    area: 'main',
  },
  {
    name: 'connectToChurch',
    path: '/connect-to-church',
    area: 'main',
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
  },
  {
    name: 'inviteModerator',
    path: '/invite-moderator',
    area: 'main',
  },
  {
    name: 'churchModerators',
    path: '/church-moderators',
    area: 'main',
  },
  {
    name: 'videoReview',
    path: '/video-review',
    area: 'main',
  },

  // Connections.
  {
    name: 'connectRequest',
    path: '/connect-request',
    area: 'main',
  },

  // Upgrade.
  {
    name: 'upgradeInformation',
    path: '/upgrade-information',
    area: 'main',
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
  ),
  ...adminList(
    ['adminCareCategories', 'adminCareCategoryCreate', 'adminCareCategory'],
    'care_category',
    ':careCategorySlug',
  ),
  ...adminList(
    ['adminSpeakerBios', 'adminSpeakerBioCreate', 'adminSpeakerBio'],
    'care_speaker_bio',
    ':careSpeakerBioSlug',
  ),

  {
    name: 'adminUsers',
    path: '/admin/user',
    area: 'admin',
  },
  {
    name: 'adminFreeUsers',
    path: '/admin/free_user',
    area: 'admin',
  },
  {
    name: 'adminPastorSignups',
    path: '/admin/paster_signup',
    area: 'admin',
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
  },
  // Not in the spec's table: making a code, and one code's page (re-point, disable), in no menu.
  {
    name: 'adminQrCodeCreate',
    path: '/admin/qr_code/create',
    area: 'admin',
  },
  {
    name: 'adminQrCode',
    path: '/admin/qr_code/:codeId',
    area: 'admin',
  },
  {
    name: 'adminModerators',
    path: '/admin/moderators',
    area: 'admin',
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
  },
  {
    name: 'adminAccounts',
    path: '/admin/account',
    area: 'admin',
  },
  {
    name: 'adminAccountCreate',
    path: '/admin/account/create',
    area: 'admin',
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
  },
  ...adminList(['adminPages', 'adminPageCreate', 'adminPage'], 'pages', ':pageSlug'),
  ...adminList(
    ['adminMonthlyPages', 'adminMonthlyPageCreate', 'adminMonthlyPage'],
    'monthly_pages',
    ':pageSlug',
  ),
  ...adminList(['adminPosts', 'adminPostCreate', 'adminPost'], 'post', ':postSlug'),

  {
    name: 'adminCardOrderNew',
    path: '/admin/cardOrder/new',
    area: 'admin',
  },
  {
    name: 'adminCardOrders',
    path: '/admin/cardOrder',
    area: 'admin',
  },
  {
    name: 'adminCardOrderHistory',
    path: '/admin/cardOrder/history',
    area: 'admin',
  },
  // Not in the spec: one order's page, opened from the three lists (hidden from menus).
  {
    name: 'adminCardOrder',
    path: '/admin/cardOrder/:orderId',
    area: 'admin',
  },

  {
    name: 'adminShareStory',
    path: '/admin/share-story',
    area: 'admin',
  },
  {
    name: 'adminGifts',
    path: '/admin/gifts',
    area: 'admin',
  },
  // Not in the spec's table: every church's testimonials, read only (decision 054).
  {
    name: 'adminChurchTestimonials',
    path: '/admin/testimonials',
    area: 'admin',
  },
  {
    name: 'adminChurchTestimonial',
    path: '/admin/testimonials/:testimonialId',
    area: 'admin',
  },
  {
    name: 'adminVideos',
    path: '/admin/videos',
    area: 'admin',
  },
  {
    name: 'adminVideoReview',
    path: '/admin/video-review',
    area: 'admin',
  },
  {
    name: 'adminVideoUpload',
    path: '/admin/videoUpload',
    area: 'admin',
  },

  // The store's resources; not in the spec: the create pages, and the offers and coupons
  // (decision 050).
  ...adminList(
    ['adminStoreProducts', 'adminStoreProductCreate', 'adminStoreProduct'],
    'store/products',
    ':id',
    '',
  ),
  ...adminList(
    ['adminStoreCategories', 'adminStoreCategoryCreate', 'adminStoreCategory'],
    'store/categories',
    ':id',
    '',
  ),
  ...adminList(
    ['adminStoreOffers', 'adminStoreOfferCreate', 'adminStoreOffer'],
    'store/offers',
    ':id',
    '',
  ),
  // Not in the spec: fulfilling the store's orders of physical products (decision 056). The
  // views of the list, then one order's page (hidden from menus).
  {
    name: 'adminStoreOrders',
    path: '/admin/store/orders',
    area: 'admin',
  },
  {
    name: 'adminStoreOrdersShipped',
    path: '/admin/store/orders/shipped',
    area: 'admin',
  },
  {
    name: 'adminStoreOrdersDelivered',
    path: '/admin/store/orders/delivered',
    area: 'admin',
  },
  {
    name: 'adminStoreOrdersAll',
    path: '/admin/store/orders/all',
    area: 'admin',
  },
  {
    name: 'adminStoreOrder',
    path: '/admin/store/orders/:orderId',
    area: 'admin',
  },
  ...adminList(
    ['adminStoreCoupons', 'adminStoreCouponCreate', 'adminStoreCoupon'],
    'store/coupons',
    ':id',
    '',
  ),
] as const satisfies readonly RouteRow[];

/**
 * The three rows of an admin resource under /admin/{segment}: the list, `create`, and the
 * record's page (`detail/{slug}`, or `{id}` for the store's).
 */
function adminList<List extends string, Create extends string, Detail extends string>(
  [list, create, detail]: readonly [List, Create, Detail],
  segment: string,
  slugParam: `:${string}`,
  /** What comes before the record's param: the spec's `detail/`, or nothing (the store's). */
  detailPrefix: 'detail/' | '' = 'detail/',
) {
  const base = `/admin/${segment}`;
  return [
    {
      name: list,
      path: base,
      area: 'admin',
    },
    {
      name: create,
      path: `${base}/create`,
      area: 'admin',
    },
    {
      name: detail,
      path: `${base}/${detailPrefix}${slugParam}`,
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
