import { useMemo } from 'react';
import { localeTags, useLocale } from '#ds/i18n';

/**
 * Formats ISO date-times in the current language. `timeZone` pins the zone (stories and tests
 * pass 'UTC' so they read the same on every machine); by default it is the browser's.
 */
export function useDateFormat(timeZone?: string) {
  const locale = useLocale();
  return useMemo(() => {
    const tag = localeTags[locale];
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone });
    const dateTime = new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    const parse = (iso: string) => new Date(iso);
    return {
      /** 'June 30, 2026' */
      date: (iso: string) => date.format(parse(iso)),
      /** 'Jun 30, 2026, 9:15 AM' */
      dateTime: (iso: string) => dateTime.format(parse(iso)),
    };
  }, [locale, timeZone]);
}

/** Formats whole numbers with the language's digit grouping (spec section 5: groups of three). */
export function useNumberFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(localeTags[locale]);
    return (value: number) => format.format(value);
  }, [locale]);
}
