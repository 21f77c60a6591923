import type { MenuLinkDefinition, MenuPlacement, RouteName } from './routes';

// Where each route shows in the role menus, apart from the route table (app/routes.ts): the
// guard and the router need the table on every page, sign-in included, while only the signed-in
// shell builds menus (app/menus.ts), so this data loads with the shell, not with the entry.

const pastorLike = ['pastor', 'free'] as const;

/** The menu placements of each route that shows in a menu (spec section 6's table). */
export const routeMenus: Partial<Record<RouteName, readonly MenuPlacement[]>> = {
  donation: [
    { menus: ['admin'], section: 'giving', order: 10, icon: 'heart', labelKey: 'menu.donate' },
  ],
  dashboard: [
    {
      menus: ['pastor', 'free'],
      section: 'top',
      order: 10,
      icon: 'dashboard',
      labelKey: 'menu.dashboard',
    },
  ],
  careDashboard: [
    {
      menus: ['care'],
      section: 'top',
      order: 20,
      icon: 'dashboard',
      labelKey: 'menu.careDashboard',
    },
  ],
  individualDashboard: [
    {
      menus: ['individual'],
      section: 'top',
      order: 10,
      icon: 'dashboard',
      labelKey: 'menu.dashboard',
    },
  ],
  account: [
    {
      menus: ['pastor'],
      section: 'account',
      order: 10,
      icon: 'receipt',
      labelKey: 'menu.invoicesAndPayments',
      payment: true,
    },
  ],
  paymentInfo: [
    {
      menus: ['pastor', 'individual'],
      section: 'account',
      order: 20,
      icon: 'credit-card',
      labelKey: 'menu.paymentInfo',
      payment: true,
    },
  ],
  supportRequest: [
    {
      menus: ['pastor'],
      section: 'account',
      order: 30,
      icon: 'help',
      labelKey: 'menu.supportRequest',
    },
  ],
  inbox: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      order: 30,
      icon: 'mail',
      labelKey: 'menu.messages',
      badge: 'unreadMessages',
    },
  ],
  campuses: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      order: 40,
      icon: 'map-pin',
      labelKey: 'menu.campuses',
      badge: 'missingLocation',
    },
  ],
  churchAccess: [
    { menus: ['care'], section: 'care', order: 20, icon: 'key', labelKey: 'menu.churchAccess' },
  ],
  churchProfile: [
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
  editProfile: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      group: 'churchProfile',
      order: 30,
      labelKey: 'menu.editProfile',
    },
  ],
  profileVideo: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      group: 'churchProfile',
      order: 40,
      labelKey: 'menu.profileVideo',
    },
  ],
  videoPlayer: [
    {
      menus: ['pastor'],
      section: 'education',
      order: 20,
      icon: 'play',
      labelKey: 'menu.videoPlayer',
    },
  ],
  careVideoPlayer: [
    {
      menus: ['care'],
      section: 'care',
      order: 40,
      icon: 'play',
      labelKey: 'menu.careVideoPlayer',
    },
  ],
  monthlyVideos: [
    {
      menus: ['pastor'],
      section: 'promotion',
      order: 20,
      icon: 'calendar',
      labelKey: 'menu.monthlyVideos',
    },
  ],
  welcomeVideo: [
    {
      menus: pastorLike,
      section: 'churchManagement',
      order: 20,
      icon: 'video',
      labelKey: 'menu.welcomeVideo',
    },
  ],
  studyGuides: [
    {
      menus: ['pastor'],
      section: 'education',
      order: 10,
      icon: 'book',
      labelKey: 'menu.studyGuides',
    },
  ],
  bulletinInserts: [
    {
      menus: ['pastor'],
      section: 'promotion',
      order: 30,
      icon: 'file',
      labelKey: 'menu.bulletinInserts',
    },
  ],
  bulletinInsertsCare: [
    {
      menus: ['care'],
      section: 'care',
      order: 30,
      icon: 'file',
      labelKey: 'menu.bulletinInserts',
    },
  ],
  resources: [
    {
      menus: ['pastor'],
      section: 'promotion',
      order: 40,
      icon: 'folder',
      labelKey: 'menu.resources',
    },
  ],
  evangelismBootcamp: [
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
  individualOrderCards: [
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 20,
      icon: 'card',
      labelKey: 'menu.orderCards',
    },
  ],
  orderCards: [
    {
      menus: ['pastor'],
      section: 'promotion',
      order: 10,
      icon: 'card',
      labelKey: 'menu.orderCards',
    },
  ],
  getResults: [
    {
      menus: ['pastor'],
      section: 'promotion',
      order: 15,
      icon: 'chart',
      labelKey: 'menu.cardResults',
    },
  ],
  orderProducts: [
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
  donate: [
    {
      menus: ['pastor', 'free', 'individual', 'care'],
      section: 'giving',
      order: 10,
      icon: 'heart',
      labelKey: 'menu.donate',
    },
  ],
  shareYourStory: [
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 10,
      icon: 'message',
      labelKey: 'menu.shareYourStory',
    },
  ],
  setupShareStory: [
    {
      menus: ['pastor'],
      section: 'jesusStoryChallenge',
      order: 10,
      icon: 'message',
      labelKey: 'menu.inviteStories',
    },
  ],
  connectToChurch: [
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
  becomeModerator: [
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
  inviteModerator: [
    {
      menus: ['pastor'],
      section: 'moderators',
      order: 10,
      icon: 'user-plus',
      labelKey: 'menu.inviteModerator',
    },
  ],
  churchModerators: [
    {
      menus: ['pastor'],
      section: 'moderators',
      order: 20,
      icon: 'users',
      labelKey: 'menu.moderatorList',
    },
  ],
  testimonials: [
    {
      menus: ['pastor'],
      section: 'churchManagement',
      order: 50,
      icon: 'star',
      labelKey: 'menu.testimonials',
      badge: 'pendingTestimonials',
    },
    {
      menus: ['individual'],
      section: 'jesusStoryChallenge',
      order: 65,
      icon: 'star',
      labelKey: 'menu.testimonials',
      badge: 'pendingTestimonials',
      when: 'moderatorApproved',
    },
  ],
  videoReview: [
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
  connectRequest: [
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
  upgradeInformation: [
    {
      menus: ['free'],
      section: 'account',
      order: 10,
      icon: 'star',
      labelKey: 'menu.upgradeMembership',
    },
  ],
  adminUsers: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminUsers',
      order: 10,
      labelKey: 'menu.admin.allUsers',
    },
  ],
  adminFreeUsers: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminUsers',
      order: 20,
      labelKey: 'menu.admin.freeUsers',
    },
  ],
  adminPastorSignups: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminUsers',
      order: 30,
      labelKey: 'menu.admin.pastorSignups',
    },
  ],
  adminQrCodes: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminUsers',
      order: 40,
      labelKey: 'menu.admin.qrCodes',
    },
  ],
  adminModerators: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminModerators',
      order: 10,
      labelKey: 'menu.admin.moderators',
    },
  ],
  adminModeratorActivities: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminModerators',
      order: 20,
      labelKey: 'menu.admin.moderatorActivities',
    },
  ],
  adminAccounts: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminAccounts',
      order: 10,
      labelKey: 'menu.admin.allAccounts',
    },
  ],
  adminAccountCreate: [
    {
      menus: ['admin'],
      section: 'people',
      group: 'adminAccounts',
      order: 20,
      labelKey: 'menu.admin.createAccount',
    },
  ],
  adminLocations: [
    {
      menus: ['admin'],
      section: 'people',
      order: 50,
      icon: 'map-pin',
      labelKey: 'menu.admin.locations',
    },
  ],
  adminAiControl: [
    {
      menus: ['admin'],
      section: 'content',
      order: 20,
      icon: 'sparkles',
      labelKey: 'menu.admin.aiControl',
    },
  ],
  adminCardOrderNew: [
    {
      menus: ['admin'],
      section: 'orders',
      group: 'adminCardOrders',
      order: 10,
      labelKey: 'menu.admin.newCardOrder',
    },
  ],
  adminCardOrders: [
    {
      menus: ['admin'],
      section: 'orders',
      group: 'adminCardOrders',
      order: 20,
      labelKey: 'menu.admin.cardOrderList',
    },
  ],
  adminCardOrderHistory: [
    {
      menus: ['admin'],
      section: 'orders',
      group: 'adminCardOrders',
      order: 30,
      labelKey: 'menu.admin.cardOrderHistory',
    },
  ],
  adminShareStory: [
    {
      menus: ['admin'],
      section: 'media',
      order: 10,
      icon: 'message',
      labelKey: 'menu.admin.sharedStories',
    },
  ],
  adminChurchTestimonials: [
    {
      menus: ['admin'],
      section: 'media',
      order: 40,
      icon: 'star',
      labelKey: 'menu.admin.testimonials',
    },
  ],
  adminGifts: [
    {
      menus: ['admin'],
      section: 'giving',
      order: 20,
      icon: 'receipt',
      labelKey: 'menu.admin.gifts',
    },
  ],
  adminVideos: [
    {
      menus: ['admin'],
      section: 'media',
      group: 'adminVideos',
      order: 10,
      labelKey: 'menu.admin.allVideos',
    },
  ],
  adminVideoReview: [
    {
      menus: ['admin'],
      section: 'media',
      group: 'adminVideos',
      order: 20,
      labelKey: 'menu.videoReview',
      badge: 'waitingVideos',
    },
  ],
  adminVideoUpload: [
    {
      menus: ['admin'],
      section: 'media',
      group: 'adminVideos',
      order: 30,
      labelKey: 'menu.admin.uploadVideo',
    },
  ],
  adminStoreProducts: [
    {
      menus: ['admin'],
      section: 'store',
      order: 10,
      icon: 'cart',
      labelKey: 'menu.admin.storeProducts',
    },
  ],
  adminStoreCategories: [
    {
      menus: ['admin'],
      section: 'store',
      order: 20,
      icon: 'tag',
      labelKey: 'menu.admin.storeCategories',
    },
  ],
  adminStoreOrders: [
    {
      menus: ['admin'],
      section: 'store',
      order: 30,
      icon: 'receipt',
      labelKey: 'menu.admin.storeOrders',
    },
  ],
  adminCareVideos: [
    {
      menus: ['admin'],
      section: 'careContent',
      order: 10,
      icon: 'video',
      labelKey: 'menu.admin.careVideos',
    },
  ],
  adminCareCategories: [
    {
      menus: ['admin'],
      section: 'careContent',
      order: 20,
      icon: 'tag',
      labelKey: 'menu.admin.careCategories',
    },
  ],
  adminSpeakerBios: [
    {
      menus: ['admin'],
      section: 'careContent',
      order: 30,
      icon: 'user',
      labelKey: 'menu.admin.speakerBios',
    },
  ],
  adminCategories: [
    {
      menus: ['admin'],
      section: 'content',
      order: 10,
      icon: 'tag',
      labelKey: 'menu.admin.categories',
    },
  ],
  adminPages: [
    { menus: ['admin'], section: 'content', order: 30, icon: 'file', labelKey: 'menu.admin.pages' },
  ],
  adminMonthlyPages: [
    {
      menus: ['admin'],
      section: 'content',
      order: 40,
      icon: 'calendar',
      labelKey: 'menu.monthlyVideos',
    },
  ],
  adminPosts: [
    { menus: ['admin'], section: 'content', order: 50, icon: 'edit', labelKey: 'menu.admin.posts' },
  ],
};

/** Menu entries that point outside the route table (see menus.ts for their addresses). */
export const menuLinks: readonly MenuLinkDefinition[] = [
  {
    name: 'viewPublicProfile',
    labelKey: 'menu.viewPublicProfile',
    menu: { menus: pastorLike, section: 'churchManagement', group: 'churchProfile', order: 20 },
  },
];
