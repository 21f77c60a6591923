import type { Db } from '#server/db/database.ts';
import { tooManyRequests } from '#server/http/api-error.ts';
import { pruneThrottle, takeRateLimits } from './throttle.ts';

/**
 * One kind of rate-limited action (sending a reply, uploading a logo …): the prefix of its
 * throttle keys, the window its limits count in, and the first sentence of its refusal.
 */
export type RateLimitedAction = {
  prefix: string;
  windowSeconds: number;
  /** e.g. 'Too many replies were sent.'; the time to wait is added after it. */
  refusal: string;
};

/** One counter of the action: a key under its prefix (e.g. `user:12`) and how many it allows. */
export type ActionLimit = { key: string; limit: number };

/**
 * Counts one use of `action` against each of `limits`, inside the caller's transaction. When one
 * is over, throws the 429 (with Retry-After), which rolls the transaction and so the counting
 * back; otherwise forgets the action's rows whose window has passed.
 */
export async function takeActionLimits(
  tx: Db,
  action: RateLimitedAction,
  limits: ActionLimit[],
  now: Date,
): Promise<void> {
  const { retryAfterSeconds } = await takeRateLimits(
    tx,
    limits.map(({ key, limit }) => ({
      key: `${action.prefix}${key}`,
      limit,
      windowSeconds: action.windowSeconds,
    })),
    now,
  );
  if (retryAfterSeconds !== null) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw tooManyRequests(
      retryAfterSeconds,
      `${action.refusal} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  await pruneThrottle(tx, action.prefix, action.windowSeconds, now);
}
