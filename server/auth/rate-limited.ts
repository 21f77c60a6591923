import type { Db } from '#server/db/database.ts';
import { tooManyRequests, tryAgainIn } from '#server/http/api-error.ts';
import { and, eq, gt } from 'drizzle-orm';
import { addSeconds } from '#server/clock.ts';
import { authThrottle } from '#server/db/schema.ts';
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

/** The 429 of an action over its limit, with the minutes to wait. */
function refusal(action: RateLimitedAction, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooManyRequests(retryAfterSeconds, `${action.refusal} ${tryAgainIn(minutes)}.`);
}

/**
 * Refuses (429) when one of `limits` is already used up, counting nothing: for work that costs
 * before the counting transaction (decoding a picture), so that a caller over the limit does not
 * get it done.
 */
export async function checkActionLimits(
  db: Db,
  action: RateLimitedAction,
  limits: ActionLimit[],
  now: Date,
): Promise<void> {
  for (const { key, limit } of limits) {
    const [row] = await db
      .select()
      .from(authThrottle)
      .where(
        and(
          eq(authThrottle.key, `${action.prefix}${key}`),
          gt(authThrottle.windowStartedAt, addSeconds(now, -action.windowSeconds)),
        ),
      );
    if (row && row.failures >= limit) {
      const retryAt = addSeconds(row.windowStartedAt, action.windowSeconds).getTime();
      throw refusal(action, Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)));
    }
  }
}

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
  if (retryAfterSeconds !== null) throw refusal(action, retryAfterSeconds);
  await pruneThrottle(tx, action.prefix, action.windowSeconds, now);
}
