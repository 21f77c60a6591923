/**
 * The product's languages, as the API names them: what a user's mails are written in, and the
 * language a page sends with a call whose mail goes to an address that is not a user's.
 */
export const APP_LOCALES = ['en', 'es', 'fr', 'ko'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
export const DEFAULT_APP_LOCALE: AppLocale = 'en';
