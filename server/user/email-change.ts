import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashLinkToken, newLinkToken } from '../auth/link-token.ts';
import { addSeconds } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { emailChangeTokens, users } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { conflict, invalidToken } from '../http/api-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { takeActionLimits } from '../auth/rate-limited.ts';
import { EMAIL_CHANGE_LIMITS } from '../settings.ts';

const TAKEN = 'This email address is already used by another account.';

async function addressTaken(tx: Db, email: string, userId: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return other !== undefined;
}

const EMAIL_CHANGES = {
  prefix: 'email-change-',
  windowSeconds: EMAIL_CHANGE_LIMITS.windowSeconds,
  refusal: 'Too many confirmation mails were asked for.',
};

/**
 * Starts an address change inside `tx`: earlier pending links stop working, and a mail goes to
 * the new address through the outbox. The caller is not told whether the address belongs to
 * another account: then that mail tells its owner so, with no link. Limited per user and per
 * target address (429 with Retry-After). The mail opens with a fixed greeting, never with text
 * the requester chose.
 */
export async function requestEmailChange(
  tx: Db,
  deps: Pick<Deps, 'appUrl' | 'lifetimes'>,
  userId: number,
  newEmail: string,
  now: Date,
): Promise<{ pendingEmail: string; expiresAt: Date }> {
  await takeActionLimits(
    tx,
    EMAIL_CHANGES,
    [
      { key: `user:${userId}`, limit: EMAIL_CHANGE_LIMITS.perUser },
      { key: `to:${newEmail}`, limit: EMAIL_CHANGE_LIMITS.perAddress },
    ],
    now,
  );

  await tx
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));

  // The pending change is recorded either way, so the requester sees the same state.
  const { token, hash } = newLinkToken();
  const expiresAt = addSeconds(now, deps.lifetimes.emailChange);
  await tx.insert(emailChangeTokens).values({
    userId,
    newEmail,
    tokenHash: hash,
    expiresAt,
    createdAt: now,
  });

  if (await addressTaken(tx, newEmail, userId)) {
    await enqueueMail(
      tx,
      {
        kind: 'email_change_address_in_use',
        to: newEmail,
        subject: 'Your email address is already in use',
        text:
          'Hello,\n\n' +
          'Someone asked to use this email address for an Outreach Dashboard account, but your ' +
          'account already uses it, so nothing was changed. If you want to sign in, use this ' +
          `address or reset your password at ${deps.appUrl}/users/forgot-password.\n` +
          'If you did not expect this mail, you can ignore it.\n',
      },
      now,
    );
  } else {
    const link = `${deps.appUrl}/updateInfo?email_token=${encodeURIComponent(token)}`;
    const hours = Math.round(deps.lifetimes.emailChange / 3600);
    await enqueueMail(
      tx,
      {
        kind: 'email_change',
        to: newEmail,
        subject: 'Confirm your new email address',
        text:
          'Hello,\n\n' +
          'Please confirm that you want to use this address for your Outreach Dashboard account ' +
          `by opening this link while signed in:\n\n${link}\n\n` +
          `The link works once and expires in ${hours} hours. ` +
          'If you did not ask for this, ignore this mail; nothing changes.\n',
      },
      now,
    );
  }
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
  // Only the holder of the mailed link gets here; the address may have been taken since.
  if (await addressTaken(tx, row.newEmail, userId)) throw conflict(TAKEN, { email: TAKEN });

  const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await tx.update(users).set({ email: row.newEmail, updatedAt: now }).where(eq(users.id, userId));
  if (before && before.email !== row.newEmail) {
    await enqueueMail(
      tx,
      {
        kind: 'email_changed_notice',
        to: before.email,
        subject: 'Your email address was changed',
        text:
          'Hello,\n\n' +
          `The email address of your account is now ${row.newEmail}. ` +
          'If you did not make this change, contact support right away.\n',
      },
      now,
    );
  }
  return row.newEmail;
}
