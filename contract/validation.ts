import { coerce, define, enums, integer, refine, string } from 'superstruct';
import { ROLES } from './roles.ts';
import { LIMITS } from './limits.ts';
import { isEmail, isSlug, isVideoLink } from './rules.ts';
import { isHttpUrl, isPhone } from './textRules.ts';

// The server's structs for the shared rules of spec section 5; the rules themselves are pure
// functions in rules.ts, which the design system's form validators import as well.

export { LIMITS } from './limits.ts';
export { isEmail, isEmpty, isSlug, isVideoLink } from './rules.ts';
export { isHttpUrl, isPhone, slugify } from './textRules.ts';

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
