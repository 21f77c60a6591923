import { localeTags, type Locale } from '#ds/i18n';

/** A day as the locale writes it in full ('November 25, 2026', '2026년 11월 25일'). */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** What the yearly price saves against the monthly payments, in whole percent. */
export function savingPercent(monthlyCents: number, payments: number, yearlyCents: number): number {
  const monthlyTotal = monthlyCents * payments;
  return monthlyTotal > 0 ? Math.round((1 - yearlyCents / monthlyTotal) * 100) : 0;
}
