import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rosetta from 'rosetta';
import type { Locale, MessageKey, MessageParams, Messages, Translate } from '#ds/i18n';

/**
 * The product's own messages (locales/<lang>.json) and the same translate function the app's
 * I18nProvider uses (rosetta, English for a key a language lacks), so every text the tests
 * expect comes from the locale files, never from a copy.
 */

export const locales = ['en', 'es', 'fr', 'ko'] as const satisfies readonly Locale[];

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
const cache = new Map<Locale, Messages>();

function messages(locale: Locale): Messages {
  let loaded = cache.get(locale);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), 'utf8')) as Messages;
    cache.set(locale, loaded);
  }
  return loaded;
}

export function translator(locale: Locale): Translate {
  const i18n = rosetta<Messages>({ [locale]: messages(locale), en: messages('en') });
  return (key: MessageKey, params?: MessageParams) => {
    const text = i18n.t(key, params, locale) || i18n.t(key, params, 'en');
    if (!text) throw new Error(`No message '${key}' in locales/${locale}.json or en.json`);
    return text;
  };
}

/** `/users/signIn` in `locale`: English has no prefix, the others `/es`, `/fr`, `/ko`. */
export function localized(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`;
}

/** A RegExp that matches `text` literally. */
export function literal(text: string, flags = ''): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}
