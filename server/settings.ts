import { PICTURE_MAX_BYTES } from '#contract/church/churchProfile.ts';
import type { VideoKind } from '#contract/videos/videoReview.ts';
import { VIDEO_MAX_BYTES } from '#contract/videos/videos.ts';

/** Failures before sign-in is slowed, and before it is refused (null: never refused). */
export type ThrottleLimits = { slowAfter: number; lockAfter: number | null };

/**
 * Sign-in throttling, after OWASP's Authentication Cheat Sheet on account lockout: the pair
 * (account, address) and the address are refused for a while; the account alone is only slowed,
 * so nobody can lock its owner out from another address.
 */
export type ThrottlePolicy = {
  /** Failures older than this are forgotten, and their rows deleted. */
  windowSeconds: number;
  /** How long sign-in stays refused once a limit is reached. */
  lockSeconds: number;
  pair: ThrottleLimits;
  ip: ThrottleLimits;
  account: ThrottleLimits;
  /** The first slowed answer waits this long; each further failure doubles it up to the max. */
  baseDelayMs: number;
  maxDelayMs: number;
};

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  pair: { slowAfter: 3, lockAfter: 5 },
  ip: { slowAfter: 10, lockAfter: 30 },
  account: { slowAfter: 5, lockAfter: null },
  baseDelayMs: 500,
  maxDelayMs: 4_000,
};

/** Lifetimes, in seconds. */
export const DEFAULT_LIFETIMES = {
  session: 7 * 24 * 60 * 60,
  passwordReset: 60 * 60,
  emailChange: 24 * 60 * 60,
  /** The link a user made by an admin gets, to choose their first password. */
  choosePassword: 7 * 24 * 60 * 60,
  /** A moderator invitation's link. */
  moderatorInvitation: 7 * 24 * 60 * 60,
};

/** At most this many reset mails per account per hour; more requests get the same answer. */
export const RESET_MAILS_PER_HOUR = 3;

/** Address-change mails: at most this many per user, and per target address, in the window. */
export const EMAIL_CHANGE_LIMITS = { perUser: 5, perAddress: 3, windowSeconds: 60 * 60 };

/** Moderator invitations: at most this many per inviting user, and per invited address, in the window. */
export const MODERATOR_INVITE_LIMITS = { perUser: 20, perAddress: 3, windowSeconds: 60 * 60 };

/** Replies to the inbox's messages (each one a mail): at most this many per user in the window. */
export const REPLY_LIMITS = { perUser: 30, windowSeconds: 60 * 60 };

/**
 * Church pictures (banner, pastor's headshot): the largest upload accepted, the most pixels a
 * picture may have (a small file can still decode to a huge image), and uploads per user.
 */
export const PICTURE_LIMITS = {
  maxBytes: PICTURE_MAX_BYTES,
  maxInputPixels: 40_000_000,
  uploadsPerUser: 30,
  windowSeconds: 60 * 60,
};

/**
 * The public church page's contact form: messages per client address (IPv4 /32, IPv6 /64) and
 * per church in the window, and the least time a person takes to fill it in (a faster post is a
 * robot's). Past `perChurch` the church is not closed (decision 062): each address that has not
 * written to it in the window still gets `perAddressPastThreshold` message through, and the
 * others' messages first solve a proof of work (`CONTACT_CHALLENGE`); past `churchCeiling`
 * every message does. Only past `hardCeiling` (a last resort) is the church closed for the hour.
 */
export const CONTACT_FORM_LIMITS = {
  perAddress: 5,
  perChurch: 50,
  perAddressPastThreshold: 1,
  churchCeiling: 500,
  hardCeiling: 5000,
  windowSeconds: 60 * 60,
  minFillSeconds: 3,
  /** A form older than this must be loaded again (its signed timestamp is stale). */
  maxFormAgeSeconds: 24 * 60 * 60,
};
/**
 * The public testimony form (decision 054, keys by decision 062): per visitor (the daily hash of
 * the address, IPv4 /32 or IPv6 /64, never the address itself and never the browser) and per
 * church, in the window; the timing rules are the contact form's.
 */
export const TESTIMONY_FORM_LIMITS = { perVisitor: 3, perChurch: 30, windowSeconds: 60 * 60 };
/** Confirmation mails of the testimony form: at most this many per recipient address a day. */
export const TESTIMONY_CONFIRMATION_LIMITS = { perRecipient: 1, windowSeconds: 24 * 60 * 60 };
/** How many approved testimonials the church's public page shows, newest first. */
export const PUBLIC_TESTIMONIALS_SHOWN = 6;
/** Address look-ups through a configured geocoder: each is a call to someone else's service. */
export const GEOCODE_LIMITS = { perUser: 60, windowSeconds: 60 * 60 };
/**
 * Connection mails (a request to a church, a church's answer): at most this many sent by one
 * user in the window, so nobody floods a church's or a person's mailbox.
 */
export const CONNECTION_MAIL_LIMITS = { perUser: 20, windowSeconds: 60 * 60 };

/**
 * The video-processing job (decision 034, amended by 062): a failed attempt is tried again 3
 * times, after about 30 s, 1 min and 2 min (doubling, at most 10 min). A running attempt sends a
 * heartbeat every 15 s; one silent for 30 s (its process died) is taken as lost and tried again,
 * so a crash costs a video about two minutes (the supervisor looks every 60 s). An attempt still
 * running after an hour is stopped whatever its heartbeat says.
 */
export const VIDEO_PROCESSING_RETRY = {
  retryLimit: 3,
  retryDelay: 30,
  retryDelayMax: 10 * 60,
  expireInSeconds: 60 * 60,
  heartbeatSeconds: 30,
};

/**
 * Fairness of the video queue (decision 062): this many videos are processed at once by each
 * server process, and at most one of them belongs to any one person (or church, for a video
 * without its maker), so one person's uploads can hold back nobody else's.
 */
export const VIDEO_PROCESSING_LANES = { concurrency: 2, perOwner: 1 };

/**
 * What a video must be before it is transcoded (decision 062), from ffprobe and its packets'
 * time stamps: its length by kind, its picture size, its streams, and frames that fill its
 * length. A transcode may use `cpuBaseSeconds + cpuPerVideoSecond × length` seconds of CPU.
 */
export const VIDEO_CHECKS = {
  maxSecondsByKind: {
    welcome: 10 * 60,
    profile: 10 * 60,
    story: 10 * 60,
    invite: 10 * 60,
    instruction: 60 * 60,
    monthly: 60 * 60,
  } satisfies Record<VideoKind, number>,
  /** The longer side, and the picture's pixels (4K UHD). */
  maxSide: 4096,
  maxPixels: 3840 * 2160,
  /** Streams of any kind (a phone's video has 2, some cameras add a data stream or two). */
  maxStreams: 6,
  /** Past its first seconds, a video has at least this many frames a second on average… */
  minFramesPerSecond: 1,
  lengthBeforeFrameRateCheck: 10,
  /** …and never this long without one. */
  maxFrameGapSeconds: 10,
  cpuBaseSeconds: 60,
  cpuPerVideoSecond: 4,
};

/**
 * Resumable video uploads (decision 036): the largest file (VIDEO_MAX_BYTES overrides it), new
 * uploads per user in the window, and how long an unfinished or unused upload is kept.
 */
export const VIDEO_UPLOAD_LIMITS = {
  maxBytes: VIDEO_MAX_BYTES,
  uploadsPerUser: 20,
  windowSeconds: 60 * 60,
  expireAfterSeconds: 24 * 60 * 60,
  /** How often expired uploads are looked for and removed. */
  cleanupEverySeconds: 60 * 60,
};

/**
 * Storage quotas (decision 062): the uploaded source bytes one person, and one account (a church
 * and everyone in it), may hold at once. Counted over current videos only (those with a source
 * file and a custom URL: a video replaced by a newer one of its URL no longer counts) plus the
 * announced size of every upload in progress. Admins are not limited. At the upload's creation a
 * video that would pass either is refused with 413 and `STORAGE_QUOTA_REACHED`.
 */
export const STORAGE_QUOTAS = {
  perPersonBytes: 2 * 1024 ** 3,
  perAccountBytes: 10 * 1024 ** 3,
};

/**
 * Gifts through the public giving page: at most this many per client address in the window
 * (card testing is the abuse to stop: each try is a charge attempt), counted only for new gifts.
 */
export const GIFT_LIMITS_PER_ADDRESS = { perAddress: 10, windowSeconds: 60 * 60 };

/**
 * Card testing (decision 062): refused cards on every route that takes a card, per address
 * (IPv4 /32, IPv6 /64), per payer (the signed-in user, or the e-mail of a sign-up or a gift) and
 * in all, in the window. The attempt after the limit is a 429 before the provider is asked. The
 * last is a circuit breaker: past it, an attack from many addresses pauses card payments for
 * everyone until the window ends, rather than testing thousands of cards.
 */
export const CARD_DECLINE_LIMITS = {
  perAddress: 5,
  perPayer: 5,
  inAll: 200,
  windowSeconds: 60 * 60,
  /** Refused cards from an address after which its card attempts must solve a proof of work. */
  challengeAfter: 2,
};

/**
 * The proof of work of the card routes (decision 062, ALTCHA's PoW v2 through altcha-lib): PBKDF2
 * with `cost` iterations per try, the answer a counter drawn from `counterMin`–`counterMax` (about
 * a second or two of a phone's time), valid for `expiresSeconds` and once.
 */
export const CARD_CHALLENGE = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1000,
  counterMin: 500,
  counterMax: 2000,
  expiresSeconds: 10 * 60,
};

/**
 * The proof of work of the public contact forms past a church's threshold (decision 062): as the
 * card routes' (about a second or two of a phone's time), with keys and a record of use of its own.
 */
export const CONTACT_CHALLENGE = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1000,
  counterMin: 500,
  counterMax: 2000,
  expiresSeconds: 10 * 60,
};

/**
 * Card proofs: how long after payment an order still without its proof counts as overdue (its job
 * has given up: its retries span about 40 minutes), and how often overdue ones are made again.
 */
export const CARD_PROOF_OVERDUE_SECONDS = 60 * 60;
export const CARD_PROOF_SWEEP_SECONDS = 10 * 60;

/** How often the server looks for monthly gifts whose charge is due (seconds). */
export const MONTHLY_GIFTS_SWEEP_SECONDS = 10 * 60;

/**
 * A monthly gift's charge job: retried when the provider could not be reached (a refused card is
 * an answer, not a failure: the gift then ends, decision 045).
 */
export const GIFT_CHARGE_RETRY = {
  retryLimit: 5,
  retryDelay: 60,
  retryDelayMax: 60 * 60,
  expireInSeconds: 5 * 60,
};

/**
 * Support requests (decision 077, limits as decision 062's): per person, counted from their own
 * rows of the last hour, so every server process sees the same numbers. Mail coming in for one
 * request is limited too, so a looping autoresponder cannot fill its thread.
 */
export const SUPPORT_RATE_LIMITS = {
  windowSeconds: 60 * 60,
  requestsPerHour: 5,
  repliesPerHour: 30,
  attachmentsPerHour: 20,
  inboundMailsPerRequestPerHour: 10,
  /** Mails support sends to one person in the window (acknowledgements and answers). */
  mailsPerPersonPerHour: 30,
};
