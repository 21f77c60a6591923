import { coerce, define, enums, integer, refine, string } from 'superstruct';
import { ROLES } from './roles.ts';

// Shared rules of spec section 5, used by the server to validate requests and by the app's forms.

const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Host of a vimeo page or player, youtu.be, or youtube; then a path and an optional query. */
const VIDEO_LINK_PATTERN =
  /^https?:\/\/(?:(?:www\.)?vimeo\.com|player\.vimeo\.com|youtu\.be|(?:www\.|m\.)?youtube\.com)\/[^\s?#]+(?:\?[^\s#]*)?$/i;

/** Lower-case letters and digits, words joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const LIMITS = {
  email: 254,
  name: 100,
  url: 2048,
  slug: 64,
  passwordMin: 8,
  passwordMax: 200,
  token: 200,
  configValue: 2048,
  address: 300,
} as const;

/** Undefined, null, an empty object or blank text. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object' && !Array.isArray(value)) return Object.keys(value).length === 0;
  return false;
}

/** A standard address pattern, checked in lower case. */
export function isEmail(value: string): boolean {
  return value.length <= LIMITS.email && EMAIL_PATTERN.test(value.toLowerCase());
}

export function isVideoLink(value: string): boolean {
  return value.length <= LIMITS.url && VIDEO_LINK_PATTERN.test(value);
}

export function isSlug(value: string): boolean {
  return value.length <= LIMITS.slug && SLUG_PATTERN.test(value);
}

/** An absolute http or https address. */
export function isHttpUrl(value: string): boolean {
  if (value.length > LIMITS.url) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A telephone number as people write it: digits, spaces and + ( ) - . / with 6 to 20 digits. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return (
    /^\+?[\d\s().\-/]+$/.test(value.trim()) && digits >= 6 && digits <= 20 && value.length <= 40
  );
}

/** Lower-case letters and digits with accents removed, joined by `separator`. */
export function slugify(text: string, separator = '-'): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator);
}

export const Email = refine(string(), 'email', (value) =>
  isEmail(value) ? true : 'Enter a valid email address.',
);

export const VideoLink = refine(string(), 'video_link', (value) =>
  isVideoLink(value)
    ? true
    : 'Enter a YouTube or Vimeo link starting with http:// or https:// ' +
      '(for example https://vimeo.com/123456).',
);

export const Slug = refine(string(), 'slug', (value) =>
  isSlug(value)
    ? true
    : 'Use lower-case letters and digits, words joined by single hyphens ' +
      `(at most ${LIMITS.slug} characters).`,
);

export const HttpUrl = refine(string(), 'url', (value) =>
  isHttpUrl(value) ? true : 'Enter a full web address starting with http:// or https://.',
);

export const Phone = refine(string(), 'phone', (value) =>
  isPhone(value) ? true : 'Enter a phone number, like +1 555 010 0199.',
);

/** Text that is not blank and at most `max` characters long. */
export function requiredText(max: number) {
  return refine(string(), 'required_text', (value) => {
    if (value.trim() === '') return 'This field is required.';
    if (value.length > max) return `Use at most ${max} characters.`;
    return true;
  });
}

/** A new password: the only place the length policy applies. */
export const NewPassword = refine(string(), 'new_password', (value) => {
  if (value.length < LIMITS.passwordMin) return `Use at least ${LIMITS.passwordMin} characters.`;
  if (value.length > LIMITS.passwordMax) return `Use at most ${LIMITS.passwordMax} characters.`;
  return true;
});

/** An opaque token from an e-mailed link. */
export const LinkToken = refine(string(), 'link_token', (value) =>
  value.length > 0 && value.length <= LIMITS.token ? true : 'This link is not valid.',
);

/** An ISO 8601 date-time string as produced by `Date.prototype.toISOString()`. */
export const IsoDateTime = define<string>(
  'iso_date_time',
  (value) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
);

/** The largest id a database row has (PostgreSQL's integer): a larger one names no record. */
export const MAX_ID = 2_147_483_647;

export const Id = refine(integer(), 'id', (value) =>
  value > 0 && value <= MAX_ID ? true : 'Must be a positive id.',
);

/** An id in a query string (`?account_id=12`): digits, read as the number. */
export const QueryId = coerce(Id, string(), (value) =>
  /^\d{1,10}$/.test(value) ? Number(value) : value,
);

/** A whole number in a query string (`?page=2`), within bounds. */
export function queryInteger(min: number, max: number) {
  return coerce(
    refine(integer(), 'query_integer', (value) =>
      value >= min && value <= max ? true : `Use a whole number from ${min} to ${max}.`,
    ),
    string(),
    (value) => (/^\d{1,10}$/.test(value) ? Number(value) : value),
  );
}

export const Count = refine(integer(), 'count', (value) =>
  value >= 0 ? true : 'Must not be negative.',
);

/**
 * One of the roles. Here, with the other structs, rather than beside the role list: every page
 * reads the list, and the struct library then loads only with the API client.
 */
export const RoleStruct = enums(ROLES);
