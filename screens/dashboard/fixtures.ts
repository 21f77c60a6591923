/** Stories only: pinned dashboard data (names, counts, dates). */
import type { CareLinks } from './parts/CareItems';
import type { PastorDashboardScreenProps } from './PastorDashboardScreen';

export const careLinks: CareLinks = {
  churchProfile: '/churchProfile',
  churchAccess: '/churchAccess',
  bulletinInserts: '/bulletinInsertsCare',
  careVideoPlayer: '/careVideoPlayer',
};

type PastorData = Omit<PastorDashboardScreenProps, 'onActionStep' | 'onRetry'>;

/** Grace Kim, pastor of Grace Community Church: a yearly member with things waiting. */
export const pastorFilled: PastorData = {
  status: 'ready',
  firstName: 'Grace',
  churchName: 'Grace Community Church',
  partnership: 'member',
  membership: {
    state: 'active',
    planName: 'Church plan · 100–249 attending',
    interval: 'year',
    periodEnd: '2026-09-30T00:00:00.000Z',
  },
  membershipLinks: { payHref: '/paymentInfo', planHref: '/plan' },
  needToPay: false,
  restricted: false,
  instructionVideoUrl: 'https://vimeo.com/76979871',
  quickLinks: {
    orderCards: '/orderCards',
    welcomeVideo: '/welcome-video',
    campuses: '/campuses',
    messages: '/inbox',
    videoReview: '/video-review',
    connections: '/connect-request',
  },
  hasLocation: false,
  counts: { unreadMessages: 4, waitingVideos: 3, newConnections: 2 },
  actionSteps: [
    { id: 'watch-intro-video', done: true },
    { id: 'complete-church-profile', done: true, href: '/editProfile' },
    { id: 'add-church-location', done: false, href: '/campuses' },
    { id: 'record-welcome-video', done: true, href: '/welcome-video' },
    { id: 'order-invitation-cards', done: false, href: '/orderCards' },
    { id: 'see-first-scan', done: false, href: '/get-results' },
    { id: 'invite-moderator', done: false, href: '/invite-moderator' },
    { id: 'invite-stories', done: false, href: '/jesus-stories' },
  ],
};

/** A pastor who just joined: nothing waiting, no step done, no video set, no campus. */
export const pastorEmpty: PastorData = {
  ...pastorFilled,
  firstName: 'Daniel',
  churchName: 'New Life Chapel',
  instructionVideoUrl: null,
  counts: { unreadMessages: 0, waitingVideos: 0, newConnections: 0 },
  actionSteps: pastorFilled.actionSteps.map((step) => ({ ...step, done: false })),
};

/** Hope Fellowship: the last payment failed. */
export const pastorPastDue: PastorData = {
  ...pastorFilled,
  firstName: 'Samuel',
  churchName: 'Hope Fellowship',
  membership: {
    state: 'past_due',
    planName: 'Church plan · 250–499 attending',
    interval: 'month',
    periodEnd: '2026-03-31T00:00:00.000Z',
  },
  needToPay: true,
};

/** A free_evangelism partner: an upgrade card instead of the membership, a reduced set of actions. */
export const pastorFree: PastorData = {
  ...pastorFilled,
  firstName: 'Esther',
  churchName: 'Riverside Church',
  partnership: 'free',
  membership: { state: 'none' },
  upgradeHref: '/upgrade-information',
  quickLinks: {
    welcomeVideo: '/welcome-video',
    campuses: '/campuses',
    messages: '/inbox',
    bootcamp: '/evangelism-bootcamp',
  },
  hasLocation: true,
  counts: { unreadMessages: 1, waitingVideos: 0, newConnections: 0 },
  // Cards and moderators come with a membership, so those steps are not offered.
  actionSteps: pastorFilled.actionSteps.filter(
    (step) => step.id !== 'order-invitation-cards' && step.id !== 'invite-moderator',
  ),
};

/** A website (or discipleship) partner: the pastor dashboard plus the care items. */
export const pastorWebsite: PastorData = { ...pastorFilled, hasLocation: true, careLinks };
