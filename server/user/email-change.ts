import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashLinkToken, newLinkToken } from '../auth/link-token.ts';
import { addSeconds } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { emailChangeTokens, users } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { conflict, invalidToken } from '../http/api-error.ts';
import { enqueueMail } from '../mail/outbox.ts';

const TAKEN = 'This email address is already used by another account.';

async function assertAddressFree(tx: Db, email: string, userId: number): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  if (other) throw conflict(TAKEN, { email: TAKEN });
}

/**
 * Starts an address change inside `tx`: earlier pending links stop working, a new single-use link
 * goes to the new address through the outbox. The address itself changes only when the link is used.
 */
export async function requestEmailChange(
  tx: Db,
  deps: Pick<Deps, 'appUrl' | 'lifetimes'>,
  user: { id: number; firstname: string },
  newEmail: string,
  now: Date,
): Promise<{ pendingEmail: string; expiresAt: Date }> {
  await assertAddressFree(tx, newEmail, user.id);
  await tx
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.userId, user.id), isNull(emailChangeTokens.usedAt)));

  const { token, hash } = newLinkToken();
  const expiresAt = addSeconds(now, deps.lifetimes.emailChange);
  await tx.insert(emailChangeTokens).values({
    userId: user.id,
    newEmail,
    tokenHash: hash,
    expiresAt,
    createdAt: now,
  });
  const link = `${deps.appUrl}/updateInfo?email_token=${encodeURIComponent(token)}`;
  const hours = Math.round(deps.lifetimes.emailChange / 3600);
  await enqueueMail(
    tx,
    {
      kind: 'email_change',
      to: newEmail,
      subject: 'Confirm your new email address',
      text:
        `Hello ${user.firstname},\n\n` +
        `Please confirm that you want to use this address for your account by opening this link ` +
        `while signed in:\n\n${link}\n\n` +
        `The link works once and expires in ${hours} hours. ` +
        'If you did not ask for this, ignore this mail; nothing changes.\n',
    },
    now,
  );
  return { pendingEmail: newEmail, expiresAt };
}

/** Uses an address-change link of `userId`; answers with the new address. */
export async function confirmEmailChange(
  tx: Db,
  userId: number,
  token: string,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .select()
    .from(emailChangeTokens)
    .where(eq(emailChangeTokens.tokenHash, hashLinkToken(token)));
  if (!row || row.userId !== userId) {
    throw invalidToken('This email confirmation link is not valid for your account.');
  }
  if (row.usedAt) {
    throw invalidToken(
      'This email confirmation link has already been used or was replaced by a newer one.',
    );
  }
  if (row.expiresAt <= now) {
    throw invalidToken(
      'This email confirmation link has expired. Ask for a new one on your account page.',
    );
  }
  const claimed = await tx
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.id, row.id), isNull(emailChangeTokens.usedAt)))
    .returning({ id: emailChangeTokens.id });
  if (claimed.length === 0) {
    throw invalidToken('This email confirmation link has already been used.');
  }
  await assertAddressFree(tx, row.newEmail, userId);

  const [before] = await tx
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, userId));
  await tx.update(users).set({ email: row.newEmail, updatedAt: now }).where(eq(users.id, userId));
  if (before && before.email !== row.newEmail) {
    await enqueueMail(
      tx,
      {
        kind: 'email_changed_notice',
        to: before.email,
        subject: 'Your email address was changed',
        text:
          `Hello ${before.firstname},\n\n` +
          `The email address of your account is now ${row.newEmail}. ` +
          'If you did not make this change, contact support right away.\n',
      },
      now,
    );
  }
  return row.newEmail;
}
