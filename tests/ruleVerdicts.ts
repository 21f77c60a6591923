// One table of example inputs for the rules the browser and the server both apply (issue 22,
// decision 061): e-mail addresses, slugs (custom URLs), video links and card numbers. Each row
// is the value as the page sends it, and the verdict both sides must give. tests/ruleVerdicts
// .test.ts runs every row through the design system's form validators and through the structs
// the server checks its requests with.

import type { SandboxScenario } from '#contract/billing/paymentCards';

export type RuleVerdict =
  | { rule: 'email'; input: string; valid: boolean; why?: string }
  | { rule: 'slug'; input: string; valid: boolean; why?: string }
  | { rule: 'videoLink'; input: string; valid: boolean; why?: string }
  | {
      rule: 'cardNumber';
      input: string;
      /** The card form takes the number (Luhn, 12 to 19 digits, spaces and hyphens allowed). */
      valid: boolean;
      /** What the offline sandbox does with it: one of Stripe's test cards, or null (refused). */
      sandbox: SandboxScenario | null;
      why?: string;
    };

const longLocal = 'a'.repeat(64);
const labels = (count: number) => Array.from({ length: count }, () => 'b'.repeat(60)).join('.');

export const ruleVerdicts: readonly RuleVerdict[] = [
  // E-mail addresses: the HTML standard's valid address with a dot in the domain, at most 254
  // characters, checked in lower case; no quoted local parts, nothing outside ASCII.
  { rule: 'email', input: 'pastor@gracechurch.org', valid: true },
  {
    rule: 'email',
    input: 'Pastor.Kim@Grace-Church.ORG',
    valid: true,
    why: 'checked in lower case',
  },
  { rule: 'email', input: 'a.b+c@sub.example.org', valid: true },
  { rule: 'email', input: 'a+b@mail.co.kr', valid: true },
  { rule: 'email', input: "o'brien@example.ie", valid: true },
  { rule: 'email', input: 'x@y.c', valid: true, why: 'a one-letter top-level name is well formed' },
  { rule: 'email', input: 'user@123.45.67.89', valid: true, why: 'digits are a host name' },
  { rule: 'email', input: 'user@xn--bcher-kva.example', valid: true, why: 'a punycode domain' },
  {
    rule: 'email',
    input: `${longLocal}@${labels(3)}.museum`,
    valid: true,
    why: '254 characters, the most',
  },
  {
    rule: 'email',
    input: `${longLocal}a@${labels(3)}.museum`,
    valid: false,
    why: '255 characters',
  },
  { rule: 'email', input: '"a b"@example.org', valid: false, why: 'no quoted local parts' },
  { rule: 'email', input: 'ümlaut@example.org', valid: false, why: 'nothing outside ASCII' },
  { rule: 'email', input: 'user@bücher.example', valid: false, why: 'a domain outside ASCII' },
  { rule: 'email', input: 'user@[192.168.0.1]', valid: false, why: 'no address literals' },
  { rule: 'email', input: 'pastor', valid: false },
  { rule: 'email', input: 'pastor@', valid: false },
  { rule: 'email', input: '@church.org', valid: false },
  { rule: 'email', input: 'pastor@church', valid: false, why: 'the domain needs a dot' },
  { rule: 'email', input: 'two words@church.org', valid: false },
  { rule: 'email', input: 'a@b@c.org', valid: false },
  { rule: 'email', input: 'user@-church.org', valid: false, why: 'a label starts with a hyphen' },
  { rule: 'email', input: 'user@church-.org', valid: false, why: 'a label ends with a hyphen' },
  { rule: 'email', input: 'user@church..org', valid: false },
  { rule: 'email', input: 'user@.church.org', valid: false },

  // Slugs: lower-case letters and digits, words joined by single hyphens, at most 64.
  { rule: 'slug', input: 'grace', valid: true },
  { rule: 'slug', input: 'grace-church', valid: true },
  { rule: 'slug', input: 'downtown-campus-2', valid: true },
  { rule: 'slug', input: '2024', valid: true },
  { rule: 'slug', input: 'a'.repeat(64), valid: true, why: '64 characters, the most' },
  { rule: 'slug', input: 'a'.repeat(65), valid: false, why: '65 characters' },
  { rule: 'slug', input: 'Grace', valid: false },
  { rule: 'slug', input: 'grace church', valid: false },
  { rule: 'slug', input: 'grace--church', valid: false },
  { rule: 'slug', input: '-grace', valid: false },
  { rule: 'slug', input: 'grace-', valid: false },
  { rule: 'slug', input: 'grace_church', valid: false },
  { rule: 'slug', input: 'église', valid: false },
  { rule: 'slug', input: 'grace.church', valid: false },

  // Video links: a YouTube or Vimeo page or player, http or https, with a path.
  { rule: 'videoLink', input: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', valid: true },
  { rule: 'videoLink', input: 'http://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', valid: true },
  { rule: 'videoLink', input: 'https://m.youtube.com/watch?v=dQw4w9WgXcQ', valid: true },
  { rule: 'videoLink', input: 'https://youtu.be/dQw4w9WgXcQ?si=abc', valid: true },
  { rule: 'videoLink', input: 'https://www.youtube.com/embed/dQw4w9WgXcQ', valid: true },
  { rule: 'videoLink', input: 'https://www.youtube.com/shorts/dQw4w9WgXcQ', valid: true },
  { rule: 'videoLink', input: 'https://vimeo.com/76979871', valid: true },
  { rule: 'videoLink', input: 'https://vimeo.com/76979871/abc123def0', valid: true },
  { rule: 'videoLink', input: 'https://player.vimeo.com/video/76979871?h=abc', valid: true },
  { rule: 'videoLink', input: 'HTTPS://VIMEO.COM/76979871', valid: true, why: 'any case' },
  {
    rule: 'videoLink',
    input: `https://vimeo.com/${'1'.repeat(2048 - 'https://vimeo.com/'.length)}`,
    valid: true,
    why: '2,048 characters, the most',
  },
  {
    rule: 'videoLink',
    input: `https://vimeo.com/${'1'.repeat(2049 - 'https://vimeo.com/'.length)}`,
    valid: false,
    why: '2,049 characters',
  },
  { rule: 'videoLink', input: 'youtube.com/watch?v=dQw4w9WgXcQ', valid: false },
  { rule: 'videoLink', input: 'ftp://youtube.com/watch?v=dQw4w9WgXcQ', valid: false },
  { rule: 'videoLink', input: 'https://www.youtube.com/', valid: false },
  { rule: 'videoLink', input: 'https://example.com/watch?v=dQw4w9WgXcQ', valid: false },
  { rule: 'videoLink', input: 'https://youtube.com.evil.example/watch?v=x', valid: false },
  { rule: 'videoLink', input: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ extra', valid: false },
  { rule: 'videoLink', input: 'javascript:alert(1)', valid: false },

  // Card numbers: the card form's rule, and what the offline sandbox makes of the number.
  { rule: 'cardNumber', input: '4242424242424242', valid: true, sandbox: 'succeeds' },
  { rule: 'cardNumber', input: '4242 4242 4242 4242', valid: true, sandbox: 'succeeds' },
  { rule: 'cardNumber', input: '4242-4242-4242-4242', valid: true, sandbox: 'succeeds' },
  { rule: 'cardNumber', input: '4000000000000002', valid: true, sandbox: 'declined' },
  { rule: 'cardNumber', input: '4000000000009995', valid: true, sandbox: 'insufficientFunds' },
  { rule: 'cardNumber', input: '4000000000000341', valid: true, sandbox: 'failsWhenCharged' },
  {
    rule: 'cardNumber',
    input: '4111111111111111',
    valid: true,
    sandbox: null,
    why: 'a real card number: the sandbox charges only Stripe’s test cards',
  },
  { rule: 'cardNumber', input: '4242424242424241', valid: false, sandbox: null, why: 'Luhn' },
  { rule: 'cardNumber', input: '42424242424', valid: false, sandbox: null, why: '11 digits' },
  { rule: 'cardNumber', input: '4242424242424242000', valid: false, sandbox: null, why: 'Luhn' },
  { rule: 'cardNumber', input: '4242.4242.4242.4242', valid: false, sandbox: null },
  { rule: 'cardNumber', input: '', valid: false, sandbox: null },
];
