import type { EndpointName } from '#contract';
import { resourceEndpointNames, resources } from '#contract/resources';

/** The admin resources' endpoints that read and those that write, from the one resource list. */
const resourceNames = resourceEndpointNames(resources);

/** Endpoints that only read: their answers are what queries cache. */
export const queryEndpointNames = [
  'health',
  'checkSession',
  'lookupProfile',
  'lookupUser',
  'careUser',
  'churchProfile',
  'messages',
  'message',
  'locations',
  'churchFinder',
  'geocode',
  'myChurchConnections',
  'getChurchConnections',
  'getReviewChurchConnections',
  'moderatedChurches',
  'churchModerators',
  'moderatorInvitation',
  'getConfig',
  'getConfigVar',
  'getInstructionVideos',
  'adminDashboard',
  'videoReview',
  'jesusStories',
  'testimonials',
  'checkVideoSlug',
  'myVideo',
  'paymentPlans',
  'paymentPricing',
  'paymentConfig',
  'subscriptionDetails',
  'paymentTransactions',
  'paymentInvoice',
  'getBillingInfo',
  'accountBilling',
  'adminInvoiceFile',
  'givingOptions',
  'myDonations',
  'cardOrders',
  'cardOrder',
  'cardOrderQuote',
  'cardDesign',
  'cardOrderProof',
  'cardOrderPrintFiles',
  'cardResults',
  'storeCatalogue',
  'storeProducts',
  'storeProduct',
  'storeSpecialOffers',
  // Reads only (the server's price of an order), though it is a POST.
  'storeQuote',
  'storeOrders',
  'storeDownload',
  ...resourceNames.reads,
] as const satisfies readonly EndpointName[];

export type QueryEndpointName = (typeof queryEndpointNames)[number];
export type MutationEndpointName = Exclude<EndpointName, QueryEndpointName>;

/**
 * What any resource's write may change: every resource's lists and records (an account shows
 * its users and their count), the dashboard's figures and the activity log, and the admin's own
 * user and profile (they may have edited themselves). Only the queries on screen ask again.
 */
const afterResourceWrite: readonly QueryEndpointName[] = [
  ...resourceNames.reads,
  'adminDashboard',
  'lookupUser',
  'lookupProfile',
];

/**
 * What each mutation changes: the queries to refresh after it succeeds. Every endpoint that
 * is not a query must be listed (the compiler checks), so a new mutation cannot forget it.
 * The sign-in and password calls change no cached data: the cache belongs to one session
 * and a new sign-in starts a new one.
 */
export const invalidations: Readonly<Record<MutationEndpointName, readonly QueryEndpointName[]>> = {
  signIn: [],
  forgotPassword: [],
  resetPassword: [],
  logout: [],
  updateUser: ['lookupUser', 'lookupProfile'],
  sendNewEmailToken: ['lookupUser'],
  verifyNewEmail: ['lookupUser', 'lookupProfile'],
  updateActionStep: ['lookupUser'],
  createCareUser: ['careUser'],
  editCare: ['careUser'],
  // The church's website and phone are on the profile the session reads too.
  editProfile: ['churchProfile', 'lookupProfile'],
  uploadChurchPicture: ['churchProfile'],
  saveVideo: ['lookupProfile', 'checkVideoSlug'],
  connectVideoChurch: ['myVideo', 'lookupProfile'],
  retryVideoProcessing: ['myVideo', 'lookupProfile'],
  saveAdminVideo: ['myVideo'],
  // The profile carries the unread count of the menu and dashboard.
  readMessage: ['messages', 'message', 'lookupProfile'],
  replyMessage: ['messages', 'message'],
  // The profile says whether the church has a location (the menu's campuses badge).
  createLocation: ['locations', 'lookupProfile'],
  updateLocation: ['locations', 'lookupProfile'],
  deleteLocation: ['locations', 'lookupProfile'],
  createChurchConnection: ['myChurchConnections'],
  destroyChurchConnection: ['myChurchConnections'],
  // The profile carries the new-connections count (menu badge, dashboard).
  decideChurchConnection: ['getChurchConnections', 'getReviewChurchConnections', 'lookupProfile'],
  inviteModerator: ['churchModerators'],
  removeChurchModerator: ['churchModerators'],
  acceptChurchInvite: ['moderatorInvitation', 'lookupProfile'],
  // A decision changes the queue, the stories, the menu's waiting count and the admin's lists.
  approveVideo: [
    'videoReview',
    'jesusStories',
    'lookupProfile',
    'adminDashboard',
    ...resourceNames.reads,
  ],
  blockVideo: [
    'videoReview',
    'jesusStories',
    'lookupProfile',
    'adminDashboard',
    ...resourceNames.reads,
  ],
  // A decision moves a testimonial between the tabs and changes the menu's pending count.
  approveTestimonial: ['testimonials', 'lookupProfile', ...resourceNames.reads],
  rejectTestimonial: ['testimonials', 'lookupProfile', ...resourceNames.reads],
  setConfig: ['getConfig', 'getConfigVar'],
  setConfigVar: ['getConfig', 'getConfigVar'],
  setInstructionVideo: ['getInstructionVideos'],
  // Checkout signs a new church in: a new session, an empty cache.
  checkout: [],
  // Billing writes change the membership, which the profile (menu, guard) carries too.
  subscribe: ['subscriptionDetails', 'paymentTransactions', 'lookupProfile'],
  payAndSubscribe: ['subscriptionDetails', 'paymentTransactions', 'lookupProfile'],
  changeInterval: ['subscriptionDetails'],
  setBillingInfo: ['getBillingInfo', 'subscriptionDetails', 'paymentTransactions', 'lookupProfile'],
  creditcardReset: [
    'getBillingInfo',
    'subscriptionDetails',
    'paymentTransactions',
    'lookupProfile',
  ],
  // The role changes (free_evangelism → evangelism): the menu reads the profile.
  upgradeMembership: [
    'subscriptionDetails',
    'paymentTransactions',
    'getBillingInfo',
    'lookupProfile',
    'lookupUser',
  ],
  // The card design shows the saved shipping address.
  updateShipping: ['lookupProfile', 'cardDesign'],
  refundPayment: ['accountBilling', 'adminDashboard', ...resourceNames.reads],
  // A gift shows in the donor's own list, and in the admin's gifts.
  donate: ['myDonations', ...resourceNames.reads],
  cancelDonation: ['myDonations', ...resourceNames.reads],
  uploadCardLogo: ['cardDesign'],
  removeCardLogo: ['cardDesign'],
  // An order uses the plan's packs (the quote) and may save the shipping address.
  createCardOrder: [
    'cardOrders',
    'cardOrder',
    'cardOrderQuote',
    'cardDesign',
    'lookupProfile',
    'cardResults',
  ],
  cardOrderCheckout: ['cardOrders', 'cardOrder'],
  approveCardOrder: ['cardOrders', 'cardOrder'],
  cancelCardOrder: ['cardOrders', 'cardOrder', 'cardOrderQuote', 'cardResults'],
  cardOrderTransition: ['adminDashboard', ...resourceNames.reads],
  // A physical product's typed address becomes the account's saved one (decision 056).
  storeCheckout: ['storeOrders', 'lookupProfile', 'cardDesign'],
  storeOrderTransition: ['adminDashboard', ...resourceNames.reads],
  // A link is made for the moment; nothing cached changes.
  storeDownloadLink: [],
  storeProductImage: afterResourceWrite,
  storeProductFile: afterResourceWrite,
  ...(Object.fromEntries(resourceNames.writes.map((name) => [name, afterResourceWrite])) as Record<
    (typeof resourceNames.writes)[number],
    readonly QueryEndpointName[]
  >),
};
