import type en from '#locales/en.json';

import type { PluralCategory, PluralForms } from './translate';

/** An object of plural forms, `{ one, other }`: its keys are plural categories only. */
type IsPlural<T> = T extends { other: string }
  ? Exclude<keyof T, PluralCategory> extends never
    ? true
    : false
  : false;

/**
 * Every dotted path to a message in a nested messages object: to a string, or to a plural
 * message as a whole (`t('store.productCount', { count })`, never `….one`).
 */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : IsPlural<T[K]> extends true
      ? K
      : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A key of locales/en.json, e.g. `'button.loading'`. Checked by the compiler everywhere. */
export type MessageKey = Paths<typeof en>;

/** A locale file shaped as English, each plural message with the forms of its own language. */
type Shape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : IsPlural<T[K]> extends true
      ? PluralForms
      : Shape<T[K]>;
};

/** A whole locale file. */
export type Messages = Shape<typeof en>;

/** Values substituted into `{{name}}` placeholders. */
export type MessageParams = Record<string, string | number>;
