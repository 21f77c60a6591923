import { eq, sql } from 'drizzle-orm';
import type { PastorActionStep } from '#contract/dashboard/actionSteps.ts';
import type { Db } from '#server/db/database.ts';
import { actionSteps, users } from '#server/db/schema.ts';

/**
 * Ticks a step of 'Track your progress' for everyone of a church when the thing it asks for
 * happens (decision 051): a campus added, cards ordered, a first scan. A step already ticked
 * keeps its first moment. Runs in the caller's transaction, so a change that rolls back ticks
 * nothing.
 */
export async function tickActionStep(
  db: Db,
  accountId: number,
  step: PastorActionStep,
  now: Date,
): Promise<void> {
  await db
    .insert(actionSteps)
    .select(
      db
        .select({
          userId: users.id,
          step: sql<string>`${step}::text`.as('step'),
          completedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('completed_at'),
        })
        .from(users)
        .where(eq(users.accountId, accountId)),
    )
    .onConflictDoNothing();
}

/**
 * Ticks a step for one person (their own doing, such as a boot-camp lesson completed: decision
 * 070). A step already ticked keeps its first moment.
 */
export async function tickOwnActionStep(
  db: Db,
  userId: number,
  step: PastorActionStep,
  now: Date,
): Promise<void> {
  await db.insert(actionSteps).values({ userId, step, completedAt: now }).onConflictDoNothing();
}
