import rosetta from 'rosetta';

/**
 * The one translation runtime (decision 063): rosetta's lookup, plus plural forms chosen by
 * Intl.PluralRules. The app's I18nProvider and the server's public pages and mails both build
 * their `t` here, so this module stays pure: no React, no DOM (eslint.config.js,
 * pureDesignSystemModules).
 */

/** The CLDR plural categories, as Intl.PluralRules names them. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A count-bearing message: one text per plural category of its language, `other` always. */
export type PluralForms = { other: string } & Partial<Record<PluralCategory, string>>;

/** A locale file, or a part of one. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Values substituted into `{{name}}` placeholders; `count` also picks the plural form. */
export type TranslateParams = Record<string, string | number>;

export type TranslateFunction = (key: string, params?: TranslateParams) => string;

/** Whether a value of a locale file is a plural message: keys from the categories, `other` set. */
export function isPluralForms(value: unknown): value is PluralForms {
  if (!value || typeof value !== 'object') return false;
  const entries = Object.entries(value);
  return (
    typeof (value as { other?: unknown }).other === 'string' &&
    entries.every(
      ([key, text]) =>
        typeof text === 'string' && (PLURAL_CATEGORIES as readonly string[]).includes(key),
    )
  );
}

/**
 * A `t` for one language (`tag`, a BCP 47 tag) with its messages, and English as the fallback
 * where a key is missing. A plural message (`{ one, other }`, as the language has them) shows
 * the form Intl.PluralRules picks for `params.count`, and `{{count}}` in it as the language
 * writes numbers (1,234 · 1 234 · 1.234). Without a numeric count it shows `other`.
 */
export function createTranslator(
  tag: string,
  messages: MessageTree,
  fallback?: MessageTree,
): TranslateFunction {
  const i18n = rosetta<MessageTree>({ own: messages, en: fallback ?? {} });
  const formats = {
    own: { rules: new Intl.PluralRules(tag), numbers: new Intl.NumberFormat(tag) },
    en: { rules: new Intl.PluralRules('en'), numbers: new Intl.NumberFormat('en') },
  };

  function lookup(lang: 'own' | 'en', key: string, params: TranslateParams): string {
    const found: unknown = i18n.t(key, params, lang);
    if (typeof found === 'string') return found;
    if (!isPluralForms(found)) return '';
    const { count } = params;
    if (typeof count !== 'number') return i18n.t(`${key}.other`, params, lang);
    const category = formats[lang].rules.select(count);
    const form = category in found ? category : 'other';
    return i18n.t(
      `${key}.${form}`,
      { ...params, count: formats[lang].numbers.format(count) },
      lang,
    );
  }

  return (key, params = {}) => lookup('own', key, params) || lookup('en', key, params) || key;
}
