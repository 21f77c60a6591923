import type { Locale, Messages } from '#ds/i18n';
import { loadKoreanFonts } from '#ds/tokens';

/** One chunk per language: a page loads only the language it shows (and English as the fallback). */
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('#locales/en.json'),
  es: () => import('#locales/es.json'),
  fr: () => import('#locales/fr.json'),
  ko: () => import('#locales/ko.json'),
};

const cache = new Map<Locale, Promise<Messages>>();

/**
 * A language's messages, loaded once. A failed load is forgotten so the next call tries again.
 * `main.tsx` feeds the result (and English as `fallback`) to the design system's I18nProvider.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    // A page in Korean brings the Korean font faces with its messages. Without them the text
    // still shows, in a system font, so their failure does not fail the page.
    const fonts = locale === 'ko' ? loadKoreanFonts().catch(() => undefined) : null;
    pending = Promise.all([loaders[locale](), fonts]).then(
      ([module]) => module.default as Messages,
    );
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
