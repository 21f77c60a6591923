import rosetta from 'rosetta';
import type { Locale, Messages, Translate } from '#ds/i18n';
import en from '#locales/en.json';
import es from '#locales/es.json';
import fr from '#locales/fr.json';
import ko from '#locales/ko.json';

const all: Record<Locale, Messages> = {
  en,
  es: es as Messages,
  fr: fr as Messages,
  ko: ko as Messages,
};

/** The same translate function the I18nProvider gives, for tests outside React. */
export function translator(locale: Locale = 'en'): Translate {
  const i18n = rosetta<Messages>({ [locale]: all[locale] });
  i18n.locale(locale);
  return (key, params) => i18n.t(key, params) || key;
}
