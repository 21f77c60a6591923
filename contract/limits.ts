// The longest (and shortest) values the server takes (spec section 5). Pure, and apart from
// rules.ts so that the sign-in page's e-mail check does not load the whole table.

import { EMAIL_MAX, SLUG_MAX, URL_MAX } from './rules.ts';

export const LIMITS = {
  email: EMAIL_MAX,
  name: 100,
  url: URL_MAX,
  slug: SLUG_MAX,
  passwordMin: 8,
  passwordMax: 200,
  token: 200,
  configValue: 2048,
  address: 300,
} as const;
