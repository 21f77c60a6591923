import { addressKey } from '#server/http/client-address.ts';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import { hashLinkToken, newLinkToken } from './link-token.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords.ts';
import { signInAnswer } from './sign-in-answer.ts';
import {
  clearAccountFailures,
  clearFailures,
  pairKey,
  recordFailure,
  signInThrottleKeys,
  throttleState,
} from './throttle.ts';
import { addSeconds } from '#server/clock.ts';
import { passwordResetTokens, revokedTokens, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, invalidToken, tooManyRequests, tryAgainIn } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import { asLocale, mailWriter } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import { RESET_MAILS_PER_HOUR } from '#server/settings.ts';

const FORGOT_ANSWER =
  'If an account uses this address, we have sent it a link to choose a new password. ' +
  'Check your inbox and your spam folder.';

function lockedOut(seconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return tooManyRequests(
    seconds,
    `Too many failed sign-in attempts. Sign-in is paused for this account and address. ` +
      `${tryAgainIn(minutes)}, or reset your password.`,
  );
}

/** Queues a reset link for the account of `email`, if there is one and it is not over its limit. */
async function sendResetMail(deps: Deps, email: string, now: Date): Promise<void> {
  const { token, hash } = newLinkToken();
  const minutes = Math.round(deps.lifetimes.passwordReset / 60);
  const queued = await deps.db.transaction(async (tx) => {
    // The user's row is locked, so that concurrent requests count each other's links.
    const [user] = await tx
      .select({ id: users.id, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!user) return false;
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, addSeconds(now, -3600)),
        ),
      );
    if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return false;
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: addSeconds(now, deps.lifetimes.passwordReset),
      createdAt: now,
    });
    const { t, link, paragraphs } = mailWriter(asLocale(user.locale));
    const resetLink = link(deps.appUrl, `/users/reset-password?token=${encodeURIComponent(token)}`);
    await enqueueMail(
      tx,
      {
        kind: 'password_reset',
        to: user.email,
        subject: t('mail.passwordReset.subject'),
        text: paragraphs(
          t('mail.hello'),
          t('mail.passwordReset.body', { link: resetLink, count: minutes }),
        ),
      },
      now,
    );
    return true;
  });
  if (queued) deps.mailer.kick();
}

export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, {
    endpoint: endpoints.signIn,
    access: 'public',
    handler: async ({ body, request }) => {
      const email = body.email.toLowerCase();
      const keys = signInThrottleKeys(request.ip, email, deps.throttle);
      const state = await throttleState(deps.db, keys, deps.clock.now(), deps.throttle);
      if (state.lockedSeconds !== null) throw lockedOut(state.lockedSeconds);
      // An account under attack from many addresses is slowed for every attempt, never locked.
      if (state.delayMs > 0) await deps.sleep(state.delayMs);

      const [user] = await deps.db.select().from(users).where(eq(users.email, email));
      const valid = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await spendVerifyTime(body.password).then(() => false);

      if (!user || !valid) {
        const outcome = await recordFailure(deps.db, keys, deps.clock.now(), deps.throttle);
        if (outcome.lockSeconds !== null) throw lockedOut(outcome.lockSeconds);
        const extra = outcome.delayMs - state.delayMs;
        if (extra > 0) await deps.sleep(extra);
        throw new ApiError(401, 'invalid_credentials', 'The email or password is incorrect.');
      }

      await clearFailures(deps.db, pairKey(email, addressKey(request.ip)));
      // The app's language becomes the language of this user's mails.
      if (body.locale && body.locale !== user.locale) {
        await deps.db.update(users).set({ locale: body.locale }).where(eq(users.id, user.id));
      }
      return signInAnswer(deps, user);
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.forgotPassword,
    access: 'public',
    handler: async ({ body }) => {
      // Answered before anything is looked up: known and unknown addresses get the same answer
      // in the same time, and the reset mail (if any) is prepared after it.
      const email = body.email.toLowerCase();
      const now = deps.clock.now();
      deps.background.run('password reset mail', () => sendResetMail(deps, email, now));
      return { ok: true as const, message: FORGOT_ANSWER };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.resetPassword,
    access: 'public',
    handler: async ({ body }) => {
      const now = deps.clock.now();
      const [row] = await deps.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashLinkToken(body.token)));
      if (!row)
        throw invalidToken('This password reset link is not valid. Please request a new one.');
      if (row.usedAt) {
        throw invalidToken(
          'This password reset link has already been used. ' +
            'Please request a new one if you still need it.',
        );
      }
      if (row.expiresAt <= now) {
        throw invalidToken('This password reset link has expired. Please request a new one.');
      }

      const passwordHash = await hashPassword(body.password);
      await deps.db.transaction(async (tx) => {
        const claimed = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (claimed.length === 0) {
          throw invalidToken('This password reset link has already been used.');
        }
        // Other open links of this user stop working; tokens signed before now are refused.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)),
          );
        const [user] = await tx
          .update(users)
          .set({ passwordHash, sessionsValidAfter: now, updatedAt: now })
          .where(eq(users.id, row.userId))
          .returning({ email: users.email });
        if (user) await clearAccountFailures(tx, user.email);
      });
      return { ok: true as const, message: 'Your password has been changed. You can sign in now.' };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.logout,
    access: 'user',
    handler: async ({ user }) => {
      const now = deps.clock.now();
      await deps.db
        .insert(revokedTokens)
        .values({ jti: user.jti, userId: user.id, expiresAt: user.tokenExpiresAt, revokedAt: now })
        .onConflictDoNothing();
      // Expired tokens fail on their own; their revocations are no longer needed.
      await deps.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
      return { ok: true as const, message: 'You are signed out.' };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.checkSession,
    access: 'user',
    handler: async () => ({ ok: true as const, message: 'You are signed in.' }),
  });
}
