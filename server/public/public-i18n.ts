import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '#server/repo-root.ts';

type Tree = { [key: string]: string | Tree };

// The app's languages (design-system/i18n, which the server may not import): English has no
// path prefix, the others do.
const LOCALES = ['en', 'es', 'fr', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
const defaultLocale: Locale = 'en';
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** BCP 47 tags for `lang` and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en', es: 'es', fr: 'fr', ko: 'ko' };

function flatten(tree: Tree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/**
 * The message groups the server renders itself: the public pages', the PDF documents' and the
 * mails' (app/vite.config.ts leaves them out of the app's language files), and the billing items
 * (plan names, invoice lines), which the app's screens and the server's PDFs and mails share.
 */
const SERVER_GROUPS = ['publicChurch', 'documents', 'mail', 'billingItems'] as const;

/** The server's messages of each language, read once from locales/*.json. */
const messages = new Map<Locale, Map<string, string>>(
  LOCALES.map((locale) => {
    const file = fileURLToPath(new URL(`locales/${locale}.json`, repoRoot));
    const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    const out = new Map<string, string>();
    for (const group of SERVER_GROUPS) {
      const own = tree[group];
      if (!own || typeof own === 'string') throw new Error(`${locale}.json has no ${group}`);
      flatten(own, group, out);
    }
    return [locale, out];
  }),
);

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A translator for one language; a missing key falls back to English, then to the key. */
export function translator(locale: Locale): Translate {
  const own = messages.get(locale);
  const english = messages.get(defaultLocale);
  return (key, params = {}) => {
    const text = own?.get(key) ?? english?.get(key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
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
