/** Failures before sign-in is slowed, and before it is refused. */
export type ThrottleLimits = { slowAfter: number; lockAfter: number };

export type ThrottlePolicy = {
  /** Failures older than this are forgotten. */
  windowSeconds: number;
  /** How long sign-in stays refused once a limit is reached. */
  lockSeconds: number;
  account: ThrottleLimits;
  ip: ThrottleLimits;
  /** The first slowed answer waits this long; each further failure doubles it up to the max. */
  baseDelayMs: number;
  maxDelayMs: number;
};

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  account: { slowAfter: 3, lockAfter: 5 },
  ip: { slowAfter: 10, lockAfter: 30 },
  baseDelayMs: 500,
  maxDelayMs: 4_000,
};

/** Lifetimes, in seconds. */
export const DEFAULT_LIFETIMES = {
  session: 7 * 24 * 60 * 60,
  passwordReset: 60 * 60,
  emailChange: 24 * 60 * 60,
};

/** At most this many reset mails per account per hour; more requests get the same answer. */
export const RESET_MAILS_PER_HOUR = 3;
