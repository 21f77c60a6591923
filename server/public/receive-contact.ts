import type { FastifyRequest } from 'fastify';
import type { Challenge } from 'altcha-lib';
import { countOnce, pruneThrottle, takeRateLimits } from '#server/auth/throttle.ts';
import { addSeconds } from '#server/clock.ts';
import { messages } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { addressKey } from '#server/http/client-address.ts';
import { CONTACT_FORM_LIMITS } from '#server/settings.ts';
import type { Locale } from './public-i18n.ts';
import type { ContactError, ContactField, ContactValues } from './contact-form.ts';
import {
  checkStarted,
  contactErrors,
  contactValuesOf,
  formText,
  HONEYPOT_FIELD,
  STARTED_FIELD,
} from './contact-form.ts';
import {
  acceptContactSolution,
  CHALLENGE_FIELD,
  newContactChallenge,
} from './contact-challenge.ts';

const CONTACT_PREFIX = 'contact-';

/** What became of a posted contact form. */
export type ContactVerdict =
  /** Kept in the church's inbox; also what a robot caught by the hidden field is told. */
  | { kind: 'sent' }
  | { kind: 'invalid'; values: ContactValues; errors: Partial<Record<ContactField, ContactError>> }
  | { kind: 'timing'; values: ContactValues; timing: 'too_fast' | 'expired' }
  | { kind: 'limited'; values: ContactValues; retryAfterSeconds: number }
  /**
   * Past the church's threshold (decision 062): the message waits for a proof of work, with a
   * new challenge; `refused` says why a solution sent with it was not taken.
   */
  | {
      kind: 'challenge';
      values: ContactValues;
      /** The form's signed time, sent again with the solution. */
      started: string;
      challenge: Challenge;
      refused: 'expired' | 'used' | 'invalid' | null;
    };

type Held =
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'challenge'; refused: 'expired' | 'used' | 'invalid' | null };

/**
 * A public page's contact form, posted to a church (decision 027): the hidden field, the signed
 * time it was served, the fields, then the limits per address and per church (past the church's
 * threshold, a proof of work: decision 062), and the message into the church's inbox. The church page and the video page both post here.
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

  /** Why the message is not kept, set before the transaction is rolled back. */
  let held: Held | null = null;
  await deps.db
    .transaction(async (tx) => {
      const address = addressKey(request.ip);
      const window = CONTACT_FORM_LIMITS.windowSeconds;
      const { retryAfterSeconds } = await takeRateLimits(
        tx,
        [
          {
            key: `${CONTACT_PREFIX}address:${address}`,
            limit: CONTACT_FORM_LIMITS.perAddress,
            windowSeconds: window,
          },
        ],
        now,
      );
      if (retryAfterSeconds !== null) {
        held = { kind: 'limited', retryAfterSeconds };
        // Undo the counting: a refused message must not use up the allowance.
        tx.rollback();
      }
      // The church's count is a threshold, not a wall: past it, an address new to the church in
      // the window still reaches it, and others prove some work first (decision 062).
      const church = await countOnce(tx, `${CONTACT_PREFIX}church:${accountId}`, now, window);
      const pair = await countOnce(
        tx,
        `${CONTACT_PREFIX}church-address:${accountId}:${address}`,
        now,
        window,
      );
      if (church.count > CONTACT_FORM_LIMITS.hardCeiling) {
        const until = addSeconds(church.windowStartedAt, window).getTime();
        held = {
          kind: 'limited',
          retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
        };
        tx.rollback();
      }
      const proofNeeded =
        church.count > CONTACT_FORM_LIMITS.churchCeiling ||
        (church.count > CONTACT_FORM_LIMITS.perChurch &&
          pair.count > CONTACT_FORM_LIMITS.perAddressPastThreshold);
      if (proofNeeded) {
        const solution = form[CHALLENGE_FIELD];
        const verdict =
          typeof solution === 'string' && solution !== ''
            ? await acceptContactSolution(tx, deps, accountId, solution)
            : null;
        if (verdict !== 'ok') {
          held = { kind: 'challenge', refused: verdict };
          tx.rollback();
        }
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
      if (held === null) throw error;
    });
  // (Assigned in a callback, which TypeScript's narrowing does not follow.)
  const outcome = held as Held | null;
  if (outcome?.kind === 'limited') {
    return { kind: 'limited', values, retryAfterSeconds: outcome.retryAfterSeconds };
  }
  if (outcome?.kind === 'challenge') {
    return {
      kind: 'challenge',
      values,
      started: formText(form, STARTED_FIELD),
      challenge: await newContactChallenge(deps, accountId),
      refused: outcome.refused,
    };
  }
  return { kind: 'sent' };
}
