import type { Locale } from '#server/public/public-i18n.ts';
import { translator } from '#server/public/public-i18n.ts';

/**
 * The version of the consent's words (decision 054). The words live in the locale files
 * (`publicChurch.testimony.consent`); consent.test.ts holds a digest of each language's words
 * for this version, so changing them without a new version fails the tests: a recorded consent
 * always names words that were shown under its version.
 */
export const CONSENT_VERSION = '2026-11-25';

/** The consent's words as the page shows them to a person writing for this church. */
export function consentText(locale: Locale, churchName: string): string {
  return translator(locale)('publicChurch.testimony.consent', { church: churchName });
}
