import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { addSeconds } from '#server/clock.ts';
import type { Db } from '#server/db/database.ts';
import { authThrottle } from '#server/db/schema.ts';
import type { ThrottleLimits, ThrottlePolicy } from '#server/settings.ts';

export type ThrottleKey = { key: string; limits: ThrottleLimits };

/** Every sign-in throttle key starts with this (rows of other limits use other prefixes). */
export const SIGN_IN_PREFIX = 'signin-';

export const pairKey = (email: string, ip: string) => `${SIGN_IN_PREFIX}pair:${email} ${ip}`;
export const accountKey = (email: string) => `${SIGN_IN_PREFIX}account:${email}`;

/**
 * Failures are counted per (account, address) pair, per address, and per account. The pair and
 * the address can be locked; the account is only slowed.
 */
export function signInThrottleKeys(
  ip: string,
  email: string,
  policy: ThrottlePolicy,
): ThrottleKey[] {
  return [
    { key: pairKey(email, ip), limits: policy.pair },
    { key: `${SIGN_IN_PREFIX}ip:${ip}`, limits: policy.ip },
    { key: accountKey(email), limits: policy.account },
  ];
}

function delayFor(failures: number, limits: ThrottleLimits, policy: ThrottlePolicy): number {
  if (failures <= limits.slowAfter) return 0;
  const delay = policy.baseDelayMs * 2 ** (failures - limits.slowAfter - 1);
  return Math.min(delay, policy.maxDelayMs);
}

export type ThrottleState = {
  /** Seconds until sign-in is allowed again, or null when none of the keys is locked. */
  lockedSeconds: number | null;
  /** How long to hold back this attempt, whatever its outcome (an account under attack). */
  delayMs: number;
};

/** Whether a sign-in may go ahead now, and how much to slow it. */
export async function throttleState(
  db: Db,
  keys: ThrottleKey[],
  now: Date,
  policy: ThrottlePolicy,
): Promise<ThrottleState> {
  const rows = await db
    .select()
    .from(authThrottle)
    .where(
      inArray(
        authThrottle.key,
        keys.map((k) => k.key),
      ),
    );
  const windowStart = addSeconds(now, -policy.windowSeconds);
  let latest = 0;
  let delayMs = 0;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now) {
      latest = Math.max(latest, row.lockedUntil.getTime());
    }
    const limits = keys.find((k) => k.key === row.key)?.limits;
    // Only an account-wide count slows every attempt: the others slow their own failures.
    if (limits && limits.lockAfter === null && row.windowStartedAt > windowStart) {
      delayMs = Math.max(delayMs, delayFor(row.failures, limits, policy));
    }
  }
  return {
    lockedSeconds: latest === 0 ? null : Math.ceil((latest - now.getTime()) / 1000),
    delayMs,
  };
}

export type FailureOutcome = {
  /** Set when this failure reached a limit: sign-in is refused for that long. */
  lockSeconds: number | null;
  /** How long to hold back the answer to this failure. */
  delayMs: number;
};

/** Adds one to each key's count in its window (a count restarts when its window has passed). */
async function countOnce(
  db: Db,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<{ count: number; windowStartedAt: Date }> {
  const nowIso = now.toISOString();
  const windowStart = addSeconds(now, -windowSeconds).toISOString();
  const { windowStartedAt, lockedUntil } = authThrottle;
  const restart = sql`(${windowStartedAt} <= ${windowStart}::timestamptz
    OR (${lockedUntil} IS NOT NULL AND ${lockedUntil} <= ${nowIso}::timestamptz))`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`CASE WHEN ${restart} THEN 1 ELSE ${authThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${restart} THEN ${nowIso}::timestamptz ELSE ${windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${restart} THEN NULL ELSE ${lockedUntil} END`,
      },
    })
    .returning({ failures: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
  return { count: row?.failures ?? 1, windowStartedAt: row?.windowStartedAt ?? now };
}

/**
 * Deletes rows of `prefix` whose window has passed and whose lock (if any) has ended: they
 * count nothing any more.
 */
export async function pruneThrottle(
  db: Db,
  prefix: string,
  windowSeconds: number,
  now: Date,
): Promise<void> {
  await db
    .delete(authThrottle)
    .where(
      and(
        sql`left(${authThrottle.key}, ${prefix.length}) = ${prefix}`,
        lte(authThrottle.windowStartedAt, addSeconds(now, -windowSeconds)),
        or(isNull(authThrottle.lockedUntil), lte(authThrottle.lockedUntil, now)),
      ),
    );
}

/** Counts one failed sign-in against every key; locks a key that reaches its limit. */
export async function recordFailure(
  db: Db,
  keys: ThrottleKey[],
  now: Date,
  policy: ThrottlePolicy,
): Promise<FailureOutcome> {
  let lockSeconds: number | null = null;
  let delayMs = 0;
  for (const { key, limits } of keys) {
    const { count } = await countOnce(db, key, now, policy.windowSeconds);
    if (limits.lockAfter !== null && count >= limits.lockAfter) {
      await db
        .update(authThrottle)
        .set({ lockedUntil: addSeconds(now, policy.lockSeconds) })
        .where(eq(authThrottle.key, key));
      lockSeconds = policy.lockSeconds;
    } else {
      delayMs = Math.max(delayMs, delayFor(count, limits, policy));
    }
  }
  await pruneThrottle(db, SIGN_IN_PREFIX, Math.max(policy.windowSeconds, policy.lockSeconds), now);
  return { lockSeconds, delayMs };
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Forgets every sign-in failure of an account (after its password was reset). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  const pairs = `${SIGN_IN_PREFIX}pair:${email} `;
  await db
    .delete(authThrottle)
    .where(
      or(
        eq(authThrottle.key, accountKey(email)),
        sql`left(${authThrottle.key}, ${pairs.length}) = ${pairs}`,
      ),
    );
}

export type RateLimit = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one use against each limit. When one is over, answers how many seconds until it frees
 * up; the caller must then refuse and roll its transaction back, which undoes the counting.
 * The upsert locks each row until the transaction ends, so concurrent requests count in turn.
 */
export async function takeRateLimits(
  tx: Db,
  limits: RateLimit[],
  now: Date,
): Promise<{ retryAfterSeconds: number | null }> {
  let retryAt = 0;
  for (const limit of limits) {
    const { count, windowStartedAt } = await countOnce(tx, limit.key, now, limit.windowSeconds);
    if (count > limit.limit) {
      retryAt = Math.max(retryAt, addSeconds(windowStartedAt, limit.windowSeconds).getTime());
    }
  }
  if (retryAt === 0) return { retryAfterSeconds: null };
  return { retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) };
}
