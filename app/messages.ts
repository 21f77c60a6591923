import type { Locale, Messages } from '../design-system/i18n';

/** One chunk per language: a page loads only the language it shows (and English as the fallback). */
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  ko: () => import('../locales/ko.json'),
};

const cache = new Map<Locale, Promise<Messages>>();

/**
 * A language's messages, loaded once. A failed load is forgotten so the next call tries again.
 * `main.tsx` feeds the result (and English as `fallback`) to the design system's I18nProvider.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((module) => module.default as Messages);
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
