import { eq } from 'drizzle-orm';
import { APP_LOCALES, DEFAULT_APP_LOCALE } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';
import type { Db } from '#server/db/database.ts';
import { users } from '#server/db/schema.ts';
import type { Translate } from '#server/public/public-i18n.ts';
import { LOCALE_TAGS, localized, translator } from '#server/public/public-i18n.ts';

/** A stored or sent language, English when it is none of the app's. */
export function asLocale(value: string | null | undefined): AppLocale {
  return (APP_LOCALES as readonly string[]).includes(value ?? '')
    ? (value as AppLocale)
    : DEFAULT_APP_LOCALE;
}

/**
 * The language of a mail to `email`: the stored language of the user with that address, or,
 * for an address that is no user's, `otherwise` (the language of the page that caused the mail).
 */
export async function localeOfAddress(
  db: Db,
  email: string,
  otherwise: AppLocale = DEFAULT_APP_LOCALE,
): Promise<AppLocale> {
  const [user] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return user ? asLocale(user.locale) : otherwise;
}

/** What a mail's text needs in one language: its messages, dates, amounts and app links. */
export type MailWriter = {
  locale: AppLocale;
  t: Translate;
  /** A day, as 'November 25, 2026' or '2026년 11월 25일'. */
  day: (date: Date) => string;
  /** Integer cents in US dollars, in the language's currency format. */
  dollars: (cents: number) => string;
  /** An app page in this language (`/paymentInfo` in Korean is `/ko/paymentInfo`). */
  link: (appUrl: string, path: string) => string;
  /** Paragraphs separated by a blank line; false, null and '' are left out. */
  paragraphs: (...parts: (string | false | null | undefined)[]) => string;
};

export function mailWriter(locale: AppLocale): MailWriter {
  const tag = LOCALE_TAGS[locale];
  const dayFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
  return {
    locale,
    t: translator(locale),
    day: (date) => dayFormat.format(date),
    dollars: (cents) => money.format(cents / 100),
    link: (appUrl, path) => `${appUrl}${localized(locale, path)}`,
    paragraphs: (...parts) => `${parts.filter(Boolean).join('\n\n')}\n`,
  };
}

/** Lines quoted in a reply: each starts with '> '. */
export const quoted = (text: string) => text.replace(/^/gm, '> ');

/** The stored language of one user (English for an unknown id). */
export async function localeOfUser(db: Db, userId: number): Promise<AppLocale> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return asLocale(user?.locale);
}
