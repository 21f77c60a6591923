import {
  createTranslator,
  localeTags,
  type Locale,
  type Messages,
  type MessageTree,
  type Translate,
} from '#ds/i18n';
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
  const tree = (messages: Messages) => messages as unknown as MessageTree;
  return createTranslator(localeTags[locale], tree(all[locale]), tree(en));
}
