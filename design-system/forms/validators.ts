import type { MessageKey, MessageParams } from '#ds/i18n';

/**
 * What a validator returns for a bad value: a message key, translated only when the error is
 * shown (so switching language re-translates it), optionally with `{{placeholder}}` values.
 */
export type ValidationError = MessageKey | { key: MessageKey; params?: MessageParams };

/**
 * A field-level validator, shaped like final-form's: `undefined` means valid. Every validator
 * here except `required` lets an empty value pass, so optional fields stay optional.
 */
export type Validator<Value = unknown> = (
  value: Value,
  allValues?: object,
) => ValidationError | undefined;

/**
 * The empty test of the spec: undefined, null, an empty object (or array) or blank text.
 * Files, dates and other class instances are values, even though they have no own keys.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value);
    return (
      (prototype === Object.prototype || prototype === null) && Object.keys(value).length === 0
    );
  }
  return false;
}

/** Fails on an empty value (see `isEmpty`) with the shared "This field is required". */
export const required: Validator = (value) => (isEmpty(value) ? 'common.required' : undefined);

/** Fails unless the value is `true`: a checkbox or switch that must be turned on. */
export const requiredTrue: Validator = (value) => (value === true ? undefined : 'common.required');

const emailPattern =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-z\-0-9]+\.)+[a-z]{2,}))$/;

/** A standard e-mail address pattern, checked in lower case (as the spec says). */
export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim().toLowerCase());
}

export const email: Validator = (value) =>
  isEmpty(value) || (typeof value === 'string' && isEmail(value)) ? undefined : 'validation.email';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A custom URL: lower-case letters and digits, words joined only by single hyphens. */
export function isSlug(value: string): boolean {
  return slugPattern.test(value);
}

export const slug: Validator = (value) =>
  isEmpty(value) || (typeof value === 'string' && isSlug(value)) ? undefined : 'validation.slug';

/**
 * http or https; a Vimeo player or Vimeo host, youtu.be, or a YouTube host; then a path and an
 * optional query (spec section 5). Host names are case-insensitive.
 */
const videoLinkPattern =
  /^https?:\/\/(?:player\.vimeo\.com|(?:www\.)?vimeo\.com|youtu\.be|(?:(?:www|m)\.)?youtube\.com)\/[^\s?#]+(?:\?[^\s#]*)?$/i;

/** True when `value` is exactly a YouTube or Vimeo link the product can embed. */
export function isVideoLink(value: string): boolean {
  return videoLinkPattern.test(value);
}

/** Form rule: surrounding spaces from a paste are forgiven. */
export const videoLink: Validator = (value) =>
  isEmpty(value) || (typeof value === 'string' && isVideoLink(value.trim()))
    ? undefined
    : 'validation.videoLink';

/** At most `max` characters (counted as the user sees them, so emoji and Hangul count once). */
export function maxLength(max: number): Validator {
  return (value) =>
    typeof value === 'string' && characterCount(value) > max
      ? { key: 'validation.tooLong', params: { max } }
      : undefined;
}

/** The number of characters a person would count (code points, not UTF-16 units). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** The same check with another message, e.g. the spec's "Enter the location name". */
export function withMessage<Value>(
  validator: Validator<Value>,
  message: ValidationError,
): Validator<Value> {
  return (value, allValues) => (validator(value, allValues) === undefined ? undefined : message);
}

/** Runs validators in order and returns the first error. Skips `undefined` entries. */
export function composeValidators<Value = unknown>(
  ...validators: Array<Validator<Value> | undefined | false>
): Validator<Value> {
  return (value, allValues) => {
    for (const validator of validators) {
      if (!validator) continue;
      const error = validator(value, allValues);
      if (error !== undefined) return error;
    }
    return undefined;
  };
}

/** Turns an error into text with the current translate function. */
export function translateError(
  t: (key: MessageKey, params?: MessageParams) => string,
  error: ValidationError,
): string {
  return typeof error === 'string' ? t(error) : t(error.key, error.params);
}

/** True for a value a validator (or a server's submit errors) may return. */
export function isValidationError(value: unknown): value is ValidationError {
  if (typeof value === 'string') return value !== '';
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string'
  );
}

/** An amount as people type it: whole units with up to two decimals, after a point or a comma. */
const amountPattern = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** Cents of an amount typed as `19`, `19.5`, `19.99` or `19,99`; null for anything else. */
export function centsOfAmount(text: string): number | null {
  const match = amountPattern.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const moneyAmount: Validator = (value) =>
  isEmpty(value) || (typeof value === 'string' && centsOfAmount(value) !== null)
    ? undefined
    : 'validation.moneyAmount';
