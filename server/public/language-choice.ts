import Negotiator from 'negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotAPerson } from './link-previewers.ts';
import type { Locale } from './public-i18n.ts';
import { localized, PUBLIC_LOCALES } from './public-i18n.ts';

/** Set once a visitor's language was chosen for them: it is never chosen again. */
export const LANGUAGE_COOKIE = 'public_lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function hasCookie(request: FastifyRequest): boolean {
  return String(request.headers.cookie ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
}

/** The browser's first language among the four (Accept-Language's order and q values). */
export function preferredLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en';
  const found = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([
    ...PUBLIC_LOCALES,
  ]);
  return (PUBLIC_LOCALES as readonly string[]).includes(found ?? '') ? (found as Locale) : 'en';
}

/**
 * A person's first visit to an unprefixed (English) public page: if their browser asks for
 * Spanish, French or Korean first, a 302 to that language's page, once. The cookie set with
 * that redirect (the only cookie these pages set, and only then: decision 083) means the
 * language is never chosen for them again: the page's language links switch freely, and the
 * English page stays English, so no loop can form. A browser that asks for English first is
 * left as it is, without a cookie. Crawlers and link previewers get the English page as it is, with its alternates, and
 * no cookie. Answers whether it redirected.
 */
export function chooseLanguageOnce(request: FastifyRequest, reply: FastifyReply): boolean {
  reply.header('vary', 'accept-language, cookie');
  if (hasCookie(request) || isNotAPerson(request.headers['user-agent'])) return false;
  // A page of this site led here (the switcher's English link): never overruled, even in a
  // browser that keeps no cookie. Sec-Fetch-Site is sent whatever the Referrer-Policy says.
  if (request.headers['sec-fetch-site'] === 'same-origin') return false;
  const locale = preferredLocale(request.headers['accept-language']);
  if (locale === 'en') return false;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  );
  const [path = '/', query] = request.url.split('?');
  reply.header('cache-control', 'no-store');
  void reply.redirect(`${localized(locale, path)}${query === undefined ? '' : `?${query}`}`, 302);
  return true;
}
