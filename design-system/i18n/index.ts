export { I18nProvider, useLocale, useT } from './I18nProvider';
export type { I18nProviderProps, Translate } from './I18nProvider';
export { defaultLocale, isLocale, localeNames, localeTags, locales } from './locales';
export type { Locale } from './locales';
export type { MessageKey, MessageParams, Messages } from './messageKey';
export { createTranslator, isPluralForms, PLURAL_CATEGORIES } from './translate';
export type { MessageTree, PluralCategory, PluralForms } from './translate';
