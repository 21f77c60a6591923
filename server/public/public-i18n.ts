import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { APP_LOCALES, DEFAULT_APP_LOCALE, type AppLocale } from '#contract/locales.ts';
import { createTranslator, type MessageTree } from '#ds/i18n/translate.ts';
import { repoRoot } from '#server/repo-root.ts';

// The app's languages: English has no path prefix, the others do.
const LOCALES = APP_LOCALES;
export type Locale = AppLocale;
const defaultLocale: Locale = DEFAULT_APP_LOCALE;
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** BCP 47 tags for `lang` and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en', es: 'es', fr: 'fr', ko: 'ko' };

/**
 * The message groups the server renders itself: the public pages', the PDF documents' and the
 * mails' (app/vite.config.ts leaves them out of the app's language files), and the billing items
 * (plan names, invoice lines), which the app's screens and the server's PDFs and mails share.
 */
const SERVER_GROUPS = ['publicChurch', 'documents', 'mail', 'billingItems'] as const;

/** The server's messages of each language, read once from locales/*.json. */
const messages = new Map<Locale, MessageTree>(
  LOCALES.map((locale) => {
    const file = fileURLToPath(new URL(`locales/${locale}.json`, repoRoot));
    const tree = JSON.parse(readFileSync(file, 'utf8')) as MessageTree;
    const own: MessageTree = {};
    for (const group of SERVER_GROUPS) {
      const value = tree[group];
      if (!value || typeof value === 'string') throw new Error(`${locale}.json has no ${group}`);
      own[group] = value;
    }
    return [locale, own];
  }),
);

/**
 * Translates a key of the server's groups. A plural message picks its form by `params.count`
 * (a number): the same runtime as the app's (design-system/i18n/translate.ts, decision 063).
 */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

const translators = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    createTranslator(LOCALE_TAGS[locale], messages.get(locale) ?? {}, messages.get(defaultLocale)),
  ]),
) as Record<Locale, Translate>;

/** A translator for one language; a missing key falls back to English, then to the key. */
export function translator(locale: Locale): Translate {
  return translators[locale];
}

/** The language of a public page's path prefix ('' is English). */
export function localeOfPrefix(prefix: string | undefined): Locale | null {
  if (!prefix) return defaultLocale;
  return isLocale(prefix) && prefix !== defaultLocale ? prefix : null;
}

/** A public path in a language: `/church/x` in ko is `/ko/church/x`. */
export function localized(locale: Locale, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

export const PUBLIC_LOCALES = LOCALES;
