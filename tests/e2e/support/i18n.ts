import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale, MessageKey, MessageParams, Messages, Translate } from '#ds/i18n';
import { localeTags } from '#ds/i18n/locales.ts';
import { createTranslator, type MessageTree } from '#ds/i18n/translate.ts';

/**
 * The product's own messages (locales/<lang>.json) and the same translate function the app's
 * I18nProvider uses (rosetta, English for a key a language lacks), so every text the tests
 * expect comes from the locale files, never from a copy. Plural messages pick their form by `count`.
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
  const tree = (loaded: Messages) => loaded as unknown as MessageTree;
  const t = createTranslator(localeTags[locale], tree(messages(locale)), tree(messages('en')));
  return (key: MessageKey, params?: MessageParams) => {
    const text = t(key, params);
    if (text === key) throw new Error(`No message '${key}' in locales/${locale}.json or en.json`);
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
