import { useMemo } from 'react';
import { COUNTRY_CODES } from '#contract/campuses/locations';
import { localeTags, useLocale } from '#ds/i18n';

/** Every country, named and sorted in the current language (the browser's own names). */
export function useCountryOptions(): { value: string; label: string }[] {
  const locale = useLocale();
  return useMemo(() => {
    const tag = localeTags[locale];
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    const collator = new Intl.Collator(tag);
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
      (a, b) => collator.compare(a.label, b.label),
    );
  }, [locale]);
}
