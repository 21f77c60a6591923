import { newLinkToken } from '../auth/link-token.ts';
import { addSeconds } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { passwordResetTokens } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { enqueueMail } from '../mail/outbox.ts';

/**
 * Queues, in the caller's transaction, the mail that lets a user an admin created choose their
 * first password: the reset-password page with a link token that lasts a week.
 */
export async function queueChoosePasswordMail(
  tx: Db,
  deps: Deps,
  user: { id: number } & Record<string, unknown>,
  now: Date,
): Promise<void> {
  const { token, hash } = newLinkToken();
  const days = Math.round(deps.lifetimes.choosePassword / 86_400);
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hash,
    expiresAt: addSeconds(now, deps.lifetimes.choosePassword),
    createdAt: now,
  });
  const link = `${deps.appUrl}/users/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueMail(
    tx,
    {
      kind: 'choose_password',
      to: String(user.email),
      subject: 'Your account is ready: choose your password',
      text:
        'Hello,\n\n' +
        'An account of the outreach dashboard was made for this address. To choose your ' +
        `password and sign in, open this link:\n\n${link}\n\n` +
        `The link works once and expires in ${days} days.\n`,
    },
    now,
  );
}
