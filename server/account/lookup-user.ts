import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { LookupUserResponse } from '#contract/account/user.ts';
import type { Db } from '#server/db/database.ts';
import { actionSteps, emailChangeTokens, users } from '#server/db/schema.ts';

export async function completedActionSteps(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ step: actionSteps.step })
    .from(actionSteps)
    .where(eq(actionSteps.userId, userId))
    .orderBy(asc(actionSteps.step));
  return rows.map((row) => row.step);
}

/** The new address of the latest change still waiting for its link, if any. */
export async function pendingEmail(db: Db, userId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChangeTokens.newEmail })
    .from(emailChangeTokens)
    .where(
      and(
        eq(emailChangeTokens.userId, userId),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailChangeTokens.id))
    .limit(1);
  return row?.newEmail ?? null;
}

export async function lookupUser(
  db: Db,
  userId: number,
  now: Date,
): Promise<LookupUserResponse | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    pending_email: await pendingEmail(db, user.id, now),
    firstname: user.firstname,
    lastname: user.lastname,
    photo_url: user.photoUrl,
    role: user.roles,
    state: user.state,
    show_mode: user.showMode,
    is_truelife_member: user.isTruelifeMember,
    completed_action_steps: await completedActionSteps(db, user.id),
  };
}
