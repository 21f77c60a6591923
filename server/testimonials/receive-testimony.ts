import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashLinkToken, newLinkToken } from '#server/auth/link-token.ts';
import { pruneThrottle, takeRateLimits } from '#server/auth/throttle.ts';
import { testimonials } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { mailWriter } from '#server/mail/mail-locale.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import type { OutgoingMail } from '#server/mail/outbox.ts';
import { checkStarted, HONEYPOT_FIELD, STARTED_FIELD } from '#server/public/contact-form.ts';
import type { Locale } from '#server/public/public-i18n.ts';
import { scanDay, scanVisitor } from '#server/shortCodes/scans.ts';
import { TESTIMONY_FORM_LIMITS } from '#server/settings.ts';
import { CONSENT_VERSION, consentText } from './consent.ts';
import type { TestimonyError, TestimonyField, TestimonyValues } from './testimony-form.ts';
import { testimonyErrors, testimonyValuesOf } from './testimony-form.ts';

const TESTIMONY_PREFIX = 'testimony-';
/** A link token's shape (newLinkToken: 32 random bytes, base64url). */
const WITHDRAW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What became of a posted testimony form. */
export type TestimonyVerdict =
  /** Kept, waiting for a moderator; also what a robot caught by the hidden field is told. */
  | { kind: 'sent' }
  | {
      kind: 'invalid';
      values: TestimonyValues;
      errors: Partial<Record<TestimonyField, TestimonyError>>;
    }
  | { kind: 'timing'; values: TestimonyValues; timing: 'too_fast' | 'expired' }
  | { kind: 'limited'; values: TestimonyValues; retryAfterSeconds: number };

export type TestimonyChurch = { accountId: number; name: string };

/** The confirmation with the link that withdraws the story, in the page's language. */
function testimonyMail(
  appUrl: string,
  locale: Locale,
  { to, name, church, token }: { to: string; name: string; church: string; token: string },
): OutgoingMail {
  const { t, link, paragraphs } = mailWriter(locale);
  const withdraw = link(appUrl, `/testimony/withdraw?token=${encodeURIComponent(token)}`);
  return {
    kind: 'testimony_received',
    to,
    subject: t('mail.testimonyReceived.subject', { church }),
    text: paragraphs(
      t('mail.helloName', { name }),
      t('mail.testimonyReceived.body', { church }),
      t('mail.testimonyReceived.withdraw', { link: withdraw }),
    ),
  };
}

/**
 * A testimony posted on a church's public page (decision 054): the contact form's defences
 * (hidden field, signed time), the fields and the required consent, then the limits per visitor
 * (the daily hash of address and browser: no address is kept) and per church. The consent's
 * exact words in the page's language, their version and the time are kept with the story, and
 * the person is mailed a confirmation with the link that withdraws it.
 */
export async function receiveTestimony(
  deps: Deps,
  request: FastifyRequest,
  church: TestimonyChurch,
  locale: Locale,
): Promise<TestimonyVerdict> {
  const form =
    request.body && typeof request.body === 'object'
      ? (request.body as Record<string, unknown>)
      : {};
  const values = testimonyValuesOf(form);
  const trap = form[HONEYPOT_FIELD];
  if (typeof trap === 'string' && trap !== '') return { kind: 'sent' };

  const now = deps.clock.now();
  const timing = checkStarted(deps.formKey, String(form[STARTED_FIELD] ?? ''), now);
  const errors = testimonyErrors(values);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', values, errors };
  if (timing !== 'ok') {
    return { kind: 'timing', values, timing: timing === 'too_fast' ? 'too_fast' : 'expired' };
  }

  const day = scanDay(now);
  const visitor = scanVisitor(deps.scanKey, day, request.ip, request.headers['user-agent'] ?? '');
  const { token, hash } = newLinkToken();
  const email = values.email.trim().toLowerCase();
  let retryAfterSeconds: number | null = null;
  await deps.db
    .transaction(async (tx) => {
      ({ retryAfterSeconds } = await takeRateLimits(
        tx,
        [
          {
            key: `${TESTIMONY_PREFIX}visitor:${day}:${visitor}`,
            limit: TESTIMONY_FORM_LIMITS.perVisitor,
            windowSeconds: TESTIMONY_FORM_LIMITS.windowSeconds,
          },
          {
            key: `${TESTIMONY_PREFIX}church:${church.accountId}`,
            limit: TESTIMONY_FORM_LIMITS.perChurch,
            windowSeconds: TESTIMONY_FORM_LIMITS.windowSeconds,
          },
        ],
        now,
      ));
      // Undo the counting: a refused testimony must not use up the allowance.
      if (retryAfterSeconds !== null) tx.rollback();
      await pruneThrottle(tx, TESTIMONY_PREFIX, TESTIMONY_FORM_LIMITS.windowSeconds, now);
      await tx.insert(testimonials).values({
        accountId: church.accountId,
        status: 'pending',
        firstName: values.firstName.trim(),
        email,
        story: values.story.trim(),
        source: values.source,
        consentText: consentText(locale, church.name),
        consentVersion: CONSENT_VERSION,
        consentLocale: locale,
        consentedAt: now,
        withdrawTokenHash: hash,
        createdAt: now,
      });
      await enqueueMail(
        tx,
        testimonyMail(deps.appUrl, locale, {
          to: email,
          name: values.firstName.trim(),
          church: church.name,
          token,
        }),
        now,
      );
    })
    .catch((error: unknown) => {
      if (retryAfterSeconds === null) throw error;
    });
  if (retryAfterSeconds !== null) return { kind: 'limited', values, retryAfterSeconds };
  deps.mailer.kick();
  return { kind: 'sent' };
}

/** Whether a withdrawal link's secret still leads to a testimony (the page shows its button). */
export async function isWithdrawable(deps: Deps, token: string): Promise<boolean> {
  if (!WITHDRAW_TOKEN.test(token)) return false;
  const [row] = await deps.db
    .select({ id: testimonials.id })
    .from(testimonials)
    .where(eq(testimonials.withdrawTokenHash, hashLinkToken(token)));
  return row !== undefined;
}

/**
 * Withdraws the testimony of a link's secret (decision 054): at once off every public page, and
 * the name, e-mail and story erased. The link works once. False when it leads to nothing.
 */
export async function withdrawTestimony(deps: Deps, token: string): Promise<boolean> {
  if (!WITHDRAW_TOKEN.test(token)) return false;
  const now = deps.clock.now();
  const rows = await deps.db
    .update(testimonials)
    .set({
      status: 'withdrawn',
      firstName: null,
      email: null,
      story: null,
      withdrawTokenHash: null,
      withdrawnAt: now,
    })
    .where(eq(testimonials.withdrawTokenHash, hashLinkToken(token)))
    .returning({ id: testimonials.id });
  return rows.length > 0;
}
