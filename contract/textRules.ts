// The other pure rules of spec section 5: web addresses, phone numbers and the slug maker. Apart
// from rules.ts so that the sign-in page, which loads that module, does not load these.

import { LIMITS } from './limits.ts';

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

/** The slug maker: lower-case letters and digits with accents removed, joined by `separator`. */
export function slugify(text: string, separator = '-'): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator);
}
