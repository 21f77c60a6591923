import { APP_LOCALES, type AppLocale } from '#contract/locales.ts';

/** The four languages of the product (contract's list). English is the default and the fallback. */
export { APP_LOCALES as locales, DEFAULT_APP_LOCALE as defaultLocale } from '#contract/locales.ts';

export type Locale = AppLocale;

/**
 * Each language's name in itself, as a language switcher shows it. Endonyms read the same
 * in every interface language, so they are data rather than translated messages.
 */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ko: '한국어',
};

/** BCP 47 tags for Intl formatting. */
export const localeTags: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  ko: 'ko-KR',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}
