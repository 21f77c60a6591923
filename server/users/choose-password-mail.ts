import { newLinkToken } from '#server/auth/link-token.ts';
import { addSeconds } from '#server/clock.ts';
import type { Db } from '#server/db/database.ts';
import { passwordResetTokens } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { asLocale, mailWriter } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';

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
  // The language the admin chose for the new user (English when none was sent).
  const { t, link, paragraphs } = mailWriter(asLocale(String(user.locale ?? '')));
  const choose = link(deps.appUrl, `/users/reset-password?token=${encodeURIComponent(token)}`);
  await enqueueMail(
    tx,
    {
      kind: 'choose_password',
      to: String(user.email),
      subject: t('mail.choosePassword.subject'),
      text: paragraphs(
        t('mail.hello'),
        t('mail.choosePassword.body', { link: choose, count: days }),
      ),
    },
    now,
  );
}
