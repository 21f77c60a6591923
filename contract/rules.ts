// The pure rules of spec section 5 that the design system's field validators check: the empty
// test, e-mail addresses (decision 061), video links and slugs. No struct library here: the
// sign-in page loads this module with its form, and must not load superstruct for it, nor the
// rules and limits it does not check (web addresses, phone numbers and the slug maker are in
// textRules.ts, the LIMITS table in limits.ts). validation.ts builds the server's structs on the
// same functions.

/** The longest e-mail address, web address and slug (LIMITS in limits.ts gathers them). */
export const EMAIL_MAX = 254;
export const URL_MAX = 2048;
export const SLUG_MAX = 64;

const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Host of a vimeo page or player, youtu.be, or youtube; then a path and an optional query. */
const VIDEO_LINK_PATTERN =
  /^https?:\/\/(?:(?:www\.)?vimeo\.com|player\.vimeo\.com|youtu\.be|(?:www\.|m\.)?youtube\.com)\/[^\s?#]+(?:\?[^\s#]*)?$/i;

/** Lower-case letters and digits, words joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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

/**
 * The e-mail rule (decision 061): the HTML standard's valid e-mail address with a dot in the
 * domain, at most 254 characters, checked in lower case. No quoted local parts, no letters
 * outside ASCII.
 */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value.toLowerCase());
}

/** Exactly a YouTube or Vimeo link the product can embed (host names in any case). */
export function isVideoLink(value: string): boolean {
  return value.length <= URL_MAX && VIDEO_LINK_PATTERN.test(value);
}

/** A custom URL: lower-case letters and digits, words joined only by single hyphens. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}
