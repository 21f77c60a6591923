import type { FastifyRequest } from 'fastify';
import { pruneThrottle, takeRateLimits } from '#server/auth/throttle.ts';
import { messages } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { CONTACT_FORM_LIMITS } from '#server/settings.ts';
import type { Locale } from './public-i18n.ts';
import type { ContactError, ContactField, ContactValues } from './contact-form.ts';
import {
  checkStarted,
  contactErrors,
  contactValuesOf,
  HONEYPOT_FIELD,
  STARTED_FIELD,
} from './contact-form.ts';

const CONTACT_PREFIX = 'contact-';

/** What became of a posted contact form. */
export type ContactVerdict =
  /** Kept in the church's inbox; also what a robot caught by the hidden field is told. */
  | { kind: 'sent' }
  | { kind: 'invalid'; values: ContactValues; errors: Partial<Record<ContactField, ContactError>> }
  | { kind: 'timing'; values: ContactValues; timing: 'too_fast' | 'expired' }
  | { kind: 'limited'; values: ContactValues; retryAfterSeconds: number };

/**
 * A public page's contact form, posted to a church (decision 027): the hidden field, the signed
 * time it was served, the fields, then the limits per address and per church, and the message
 * into the church's inbox. The church page and the video page both post here.
 */
export async function receiveContactMessage(
  deps: Deps,
  request: FastifyRequest,
  accountId: number,
  /** The page's language: the church's answer is mailed in it. */
  locale: Locale,
): Promise<ContactVerdict> {
  const form =
    request.body && typeof request.body === 'object'
      ? (request.body as Record<string, unknown>)
      : {};
  const values = contactValuesOf(form);
  // A robot filled in the field people never see: it is told it worked, and nothing is kept.
  const trap = form[HONEYPOT_FIELD];
  if (typeof trap === 'string' && trap !== '') return { kind: 'sent' };

  const now = deps.clock.now();
  const timing = checkStarted(deps.formKey, String(form[STARTED_FIELD] ?? ''), now);
  const errors = contactErrors(values);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', values, errors };
  if (timing !== 'ok') {
    return { kind: 'timing', values, timing: timing === 'too_fast' ? 'too_fast' : 'expired' };
  }

  let retryAfterSeconds: number | null = null;
  await deps.db
    .transaction(async (tx) => {
      ({ retryAfterSeconds } = await takeRateLimits(
        tx,
        [
          {
            key: `${CONTACT_PREFIX}address:${request.ip}`,
            limit: CONTACT_FORM_LIMITS.perAddress,
            windowSeconds: CONTACT_FORM_LIMITS.windowSeconds,
          },
          {
            key: `${CONTACT_PREFIX}church:${accountId}`,
            limit: CONTACT_FORM_LIMITS.perChurch,
            windowSeconds: CONTACT_FORM_LIMITS.windowSeconds,
          },
        ],
        now,
      ));
      if (retryAfterSeconds !== null) {
        // Undo the counting: a refused message must not use up the allowance.
        tx.rollback();
      }
      await pruneThrottle(tx, CONTACT_PREFIX, CONTACT_FORM_LIMITS.windowSeconds, now);
      await tx.insert(messages).values({
        accountId,
        senderName: values.name.trim(),
        senderEmail: values.email.trim().toLowerCase(),
        subject: values.subject.trim(),
        body: values.message.trim(),
        locale,
        createdAt: now,
      });
    })
    .catch((error: unknown) => {
      if (retryAfterSeconds === null) throw error;
    });
  if (retryAfterSeconds !== null) return { kind: 'limited', values, retryAfterSeconds };
  return { kind: 'sent' };
}
