import type { MessageKey } from '#ds/i18n';
import type { MenuUser } from '#app/menus';
import type { RouteName } from '#app/routes';

/**
 * The eleven demo accounts (server/README.md, server/seed/demo-data.ts), with what the tests
 * expect of each, written down from the seed and the spec rather than read back from the app:
 * - `menuUser`: what the left menu depends on (roles, moderator status, whether the church has
 *   a location, the badge counts, whether the user must pay). The menu test checks it against
 *   the profile the server really sends, then builds the expected menu from it with the
 *   app's own menu code (app/menus.ts), and compares that with what the page shows;
 * - `mustShow` / `mustNotShow`: items spec section 6 names for that role, checked by label on
 *   top of the comparison, so a mistake in the route table's placements cannot hide;
 * - `exactly`: for the past_due pastor, the whole menu (spec section 4: only the Account
 *   payment items, and Donate, which is always present);
 * - `counts` and `warningOn`: the badges of spec section 2 ('Menus').
 */

export const DEMO_PASSWORD = 'outreach-demo';

export type DemoAccount = {
  key: string;
  email: string;
  firstname: string;
  dashboard: RouteName;
  /** The dashboard's main heading, as a message key and its parameters. */
  heading: { key: MessageKey; params?: Record<string, string> };
  menuUser: MenuUser;
  mustShow: readonly MessageKey[];
  mustNotShow: readonly MessageKey[];
  exactly?: readonly MessageKey[];
  /** Counts spec section 2 asks for: waiting videos on Video review, new connections on Connections. */
  counts?: Partial<Record<MessageKey, number>>;
  /** Items that carry the 'Add church location to map.' warning (church without a location). */
  warningOn?: readonly MessageKey[];
};

const welcome = (name: string) => ({ key: 'dashboard.welcome' as const, params: { name } });

/** Items of the pastor menu (spec section 6), by label. */
const pastorItems: MessageKey[] = [
  'menu.dashboard',
  'menu.orderCards',
  'menu.monthlyVideos',
  'menu.bulletinInserts',
  'menu.resources',
  'menu.churchProfile',
  'menu.welcomeVideo',
  'menu.messages',
  'menu.campuses',
  'menu.inviteStories',
  'menu.connections',
  'menu.churchDirectory',
  'menu.inviteModerator',
  'menu.moderatorList',
  'menu.studyGuides',
  'menu.videoPlayer',
  'menu.evangelismBootcamp',
  'menu.orderProducts',
  'menu.invoicesAndPayments',
  'menu.paymentInfo',
  'menu.supportRequest',
  'menu.donate',
];

/** Items of the care menu (spec section 6), by label. */
const careItems: MessageKey[] = [
  'menu.churchProfile',
  'menu.churchAccess',
  'menu.bulletinInserts',
  'menu.careVideoPlayer',
  'menu.donate',
];

const individualItems: MessageKey[] = [
  'menu.dashboard',
  'menu.evangelismBootcamp',
  'menu.shareYourStory',
  'menu.orderCards',
  'menu.orderProducts',
  'menu.connectToChurch',
  'menu.donate',
];

const adminOnlyItems: MessageKey[] = [
  'menu.admin.careVideos',
  'menu.admin.careCategories',
  'menu.admin.speakerBios',
  'menu.admin.users',
  'menu.admin.moderators',
  'menu.admin.accounts',
  'menu.admin.locations',
  'menu.admin.categories',
  'menu.admin.aiControl',
  'menu.admin.pages',
  'menu.admin.posts',
  'menu.admin.cardOrders',
  'menu.admin.sharedStories',
  'menu.admin.videos',
  'menu.admin.storeProducts',
  'menu.admin.storeCategories',
  'menu.admin.storeOrders',
];

const base = {
  moderatorStatus: 'none',
  hasLocation: true,
  waitingVideos: 0,
  pendingTestimonials: 0,
  newConnections: 0,
  unreadMessages: 0,
  needToPay: false,
} as const;

/**
 * An approved moderator of Grace Community Church: Video review with its two waiting videos,
 * Testimonials with its two waiting testimonials, Connections with Grace's two new requests.
 */
function graceModerator(key: string, email: string, firstname: string): DemoAccount {
  return {
    key,
    email,
    firstname,
    dashboard: 'individualDashboard',
    heading: welcome(firstname),
    menuUser: {
      ...base,
      roles: ['individual'],
      hasLocation: false,
      moderatorStatus: 'approved',
      waitingVideos: 2,
      pendingTestimonials: 2,
      newConnections: 2,
    },
    mustShow: [...individualItems, 'menu.videoReview', 'menu.testimonials', 'menu.connections'],
    mustNotShow: ['menu.becomeModerator'],
    counts: { 'menu.videoReview': 2, 'menu.testimonials': 2, 'menu.connections': 2 },
  };
}

export const accounts: readonly DemoAccount[] = [
  {
    key: 'admin',
    email: 'admin@demo.church',
    firstname: 'Ada',
    dashboard: 'adminDashboard',
    heading: { key: 'dashboard.admin.title' },
    // Admins and approved moderators see the whole review queue: two stories wait.
    menuUser: { ...base, roles: ['admin'], hasLocation: false, waitingVideos: 2 },
    mustShow: [...adminOnlyItems, 'menu.videoReview', 'menu.donate'],
    mustNotShow: ['menu.dashboard', 'menu.campuses', 'menu.paymentInfo', 'menu.becomeModerator'],
    counts: { 'menu.videoReview': 2 },
  },
  {
    key: 'pastor',
    email: 'pastor@demo.church',
    firstname: 'John',
    dashboard: 'dashboard',
    heading: welcome('John'),
    // Grace Community Church: no campus yet, two stories waiting, two new connection requests,
    // two testimonials to approve or reject, an active yearly membership.
    menuUser: {
      ...base,
      roles: ['evangelism'],
      hasLocation: false,
      waitingVideos: 2,
      pendingTestimonials: 2,
      newConnections: 2,
      // Of the 30 demo messages, 11 are unread (the inbox tests read a church of their own).
      unreadMessages: 11,
    },
    mustShow: pastorItems,
    mustNotShow: [
      'menu.videoReview',
      'menu.becomeModerator',
      'menu.upgradeMembership',
      'menu.careVideoPlayer',
      'menu.admin.users',
    ],
    counts: { 'menu.connections': 2, 'menu.messages': 11, 'menu.testimonials': 2 },
    warningOn: ['menu.campuses'],
  },
  {
    key: 'pastdue',
    email: 'pastdue@demo.church',
    firstname: 'Paula',
    dashboard: 'dashboard',
    heading: welcome('Paula'),
    menuUser: { ...base, roles: ['evangelism'], needToPay: true, unreadMessages: 1 },
    // Support stays open while past due (decision 079).
    mustShow: [
      'menu.invoicesAndPayments',
      'menu.paymentInfo',
      'menu.supportCenter',
      'menu.supportRequest',
      'menu.donate',
    ],
    mustNotShow: ['menu.dashboard', 'menu.orderCards', 'menu.campuses'],
    exactly: [
      'menu.invoicesAndPayments',
      'menu.paymentInfo',
      'menu.supportCenter',
      'menu.supportRequest',
      'menu.donate',
    ],
  },
  {
    key: 'free',
    email: 'free@demo.church',
    firstname: 'Frank',
    dashboard: 'dashboard',
    heading: welcome('Frank'),
    menuUser: { ...base, roles: ['free_evangelism'] },
    mustShow: [
      'menu.dashboard',
      'menu.evangelismBootcamp',
      'menu.churchProfile',
      'menu.campuses',
      'menu.upgradeMembership',
      'menu.donate',
    ],
    // Reduced menu: no payment items, no promotion, moderators, education or store.
    mustNotShow: [
      'menu.invoicesAndPayments',
      'menu.paymentInfo',
      'menu.orderCards',
      'menu.studyGuides',
      'menu.inviteModerator',
      'menu.orderProducts',
    ],
  },
  {
    key: 'individual',
    email: 'individual@demo.church',
    firstname: 'Isabel',
    dashboard: 'individualDashboard',
    heading: welcome('Isabel'),
    menuUser: { ...base, roles: ['individual'], hasLocation: false },
    mustShow: individualItems,
    // 'The Account section has the support center and account items removed.'
    mustNotShow: [
      'menu.videoReview',
      'menu.becomeModerator',
      'menu.supportRequest',
      'menu.invoicesAndPayments',
      'menu.campuses',
    ],
  },
  {
    key: 'care',
    email: 'care@demo.church',
    firstname: 'Carmen',
    dashboard: 'careDashboard',
    heading: welcome('Carmen'),
    menuUser: { ...base, roles: ['care'] },
    mustShow: ['menu.careDashboard', ...careItems],
    mustNotShow: [
      'menu.dashboard',
      'menu.orderCards',
      'menu.campuses',
      'menu.paymentInfo',
      'menu.videoReview',
    ],
  },
  {
    key: 'website',
    email: 'website@demo.church',
    firstname: 'Walter',
    dashboard: 'dashboard',
    heading: welcome('Walter'),
    menuUser: { ...base, roles: ['website'] },
    // 'The care items plus the pastor items.'
    mustShow: [...pastorItems, ...careItems],
    // One dashboard: the Care dashboard would redirect to theirs (guard rule 7).
    mustNotShow: [
      'menu.careDashboard',
      'menu.videoReview',
      'menu.becomeModerator',
      'menu.upgradeMembership',
    ],
  },
  {
    key: 'discipleship',
    email: 'discipleship@demo.church',
    firstname: 'Dora',
    dashboard: 'dashboard',
    heading: welcome('Dora'),
    menuUser: { ...base, roles: ['discipleship'] },
    mustShow: [...pastorItems, ...careItems],
    // One dashboard: the Care dashboard would redirect to theirs (guard rule 7).
    mustNotShow: [
      'menu.careDashboard',
      'menu.videoReview',
      'menu.becomeModerator',
      'menu.upgradeMembership',
    ],
  },
  {
    key: 'invited',
    email: 'invited@demo.church',
    firstname: 'Ivan',
    dashboard: 'individualDashboard',
    heading: welcome('Ivan'),
    menuUser: { ...base, roles: ['individual'], hasLocation: false, moderatorStatus: 'invited' },
    mustShow: [...individualItems, 'menu.becomeModerator'],
    mustNotShow: ['menu.videoReview'],
  },
  // Grace's moderators: Maria, and Samuel (seeded with the campus map, no story of his own).
  graceModerator('moderator', 'moderator@demo.church', 'Maria'),
  graceModerator('reviewer', 'reviewer@demo.church', 'Samuel'),
];

export function account(key: string): DemoAccount {
  const found = accounts.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No demo account '${key}'`);
  return found;
}
