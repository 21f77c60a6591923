import { eq, inArray, sql } from 'drizzle-orm';
import { addSeconds } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { authThrottle } from '../db/schema.ts';
import type { ThrottleLimits, ThrottlePolicy } from '../settings.ts';

export type ThrottleKey = { key: string; limits: ThrottleLimits };

/** Failures are counted per client address and per account (also for unknown addresses). */
export function signInThrottleKeys(
  ip: string,
  email: string,
  policy: ThrottlePolicy,
): ThrottleKey[] {
  return [
    { key: `ip:${ip}`, limits: policy.ip },
    { key: `account:${email}`, limits: policy.account },
  ];
}

/** Seconds until sign-in is allowed again, or null when none of the keys is locked. */
export async function lockedForSeconds(
  db: Db,
  keys: ThrottleKey[],
  now: Date,
): Promise<number | null> {
  const rows = await db
    .select({ lockedUntil: authThrottle.lockedUntil })
    .from(authThrottle)
    .where(
      inArray(
        authThrottle.key,
        keys.map((k) => k.key),
      ),
    );
  let latest = 0;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now)
      latest = Math.max(latest, row.lockedUntil.getTime());
  }
  return latest === 0 ? null : Math.ceil((latest - now.getTime()) / 1000);
}

export type FailureOutcome = {
  /** Set when this failure reached a limit: sign-in is refused for that long. */
  lockSeconds: number | null;
  /** How long to hold back the answer to this failure. */
  delayMs: number;
};

/** Counts one failed sign-in against every key; locks a key that reaches its limit. */
export async function recordFailure(
  db: Db,
  keys: ThrottleKey[],
  now: Date,
  policy: ThrottlePolicy,
): Promise<FailureOutcome> {
  const nowIso = now.toISOString();
  const windowStart = addSeconds(now, -policy.windowSeconds).toISOString();
  // A count restarts when its window has passed or its lock has ended.
  const { windowStartedAt, lockedUntil } = authThrottle;
  const restart = sql`(${windowStartedAt} <= ${windowStart}::timestamptz
    OR (${lockedUntil} IS NOT NULL AND ${lockedUntil} <= ${nowIso}::timestamptz))`;

  let lockSeconds: number | null = null;
  let delayMs = 0;
  for (const { key, limits } of keys) {
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
      .returning({ failures: authThrottle.failures });
    const failures = row?.failures ?? 1;

    if (failures >= limits.lockAfter) {
      await db
        .update(authThrottle)
        .set({ lockedUntil: addSeconds(now, policy.lockSeconds) })
        .where(eq(authThrottle.key, key));
      lockSeconds = policy.lockSeconds;
    } else if (failures > limits.slowAfter) {
      const delay = policy.baseDelayMs * 2 ** (failures - limits.slowAfter - 1);
      delayMs = Math.max(delayMs, Math.min(delay, policy.maxDelayMs));
    }
  }
  return { lockSeconds, delayMs };
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
