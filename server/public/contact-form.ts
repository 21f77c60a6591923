import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEmail, LIMITS } from '#contract/validation.ts';
import { CONTACT_FORM_LIMITS } from '#server/settings.ts';

/** The contact form's fields as a visitor fills them in. */
export type ContactValues = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactValues;

export const CONTACT_LIMITS = {
  name: LIMITS.name,
  email: LIMITS.email,
  subject: 200,
  message: 5000,
};

/**
 * The hidden field people never see: a robot that fills in every field fills this one too.
 * Named like something a form-filler wants to complete.
 */
export const HONEYPOT_FIELD = 'website';
/** The signed moment the form was served (`<ms>.<signature>`). */
export const STARTED_FIELD = 'started';

/** Message keys under publicChurch.form.errors. */
export type ContactError =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'subjectRequired'
  | 'messageRequired'
  | 'tooLong';

function sign(key: Buffer, ms: number): string {
  return createHmac('sha256', key).update(`contact-form:${ms}`).digest('base64url');
}

/** The value of the form's timestamp field for a form served at `now`. */
export function startedToken(key: Buffer, now: Date): string {
  const ms = now.getTime();
  return `${ms}.${sign(key, ms)}`;
}

export type TimingVerdict = 'ok' | 'invalid' | 'too_fast' | 'stale';

/** Whether a form was served by us, long enough ago for a person, and not too long ago. */
export function checkStarted(key: Buffer, token: string, now: Date): TimingVerdict {
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return 'invalid';
  const ms = Number(match[1]);
  const expected = Buffer.from(sign(key, ms));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = (now.getTime() - ms) / 1000;
  if (age < 0 || age > CONTACT_FORM_LIMITS.maxFormAgeSeconds) return 'stale';
  if (age < CONTACT_FORM_LIMITS.minFillSeconds) return 'too_fast';
  return 'ok';
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A posted form's field as text (a repeated or missing field counts as empty). */
export function formText(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  // NUL and lone surrogates are dropped: no database stores them.
  return typeof value === 'string' ? value.replace(/\0/g, '').replace(LONE_SURROGATE, '') : '';
}

/** A posted form's text fields, as text (a repeated or missing field counts as empty). */
export function contactValuesOf(form: Record<string, unknown>): ContactValues {
  const text = (name: string) => formText(form, name);
  return {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message'),
  };
}

/** What is wrong with each field, if anything. */
export function contactErrors(values: ContactValues): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (name === '') errors.name = 'nameRequired';
  else if (name.length > CONTACT_LIMITS.name) errors.name = 'tooLong';
  if (email === '') errors.email = 'emailRequired';
  else if (!isEmail(email)) errors.email = 'emailInvalid';
  if (values.subject.trim() === '') errors.subject = 'subjectRequired';
  else if (values.subject.length > CONTACT_LIMITS.subject) errors.subject = 'tooLong';
  if (values.message.trim() === '') errors.message = 'messageRequired';
  else if (values.message.length > CONTACT_LIMITS.message) errors.message = 'tooLong';
  return errors;
}
