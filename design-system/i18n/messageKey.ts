import type en from '#locales/en.json';

/** Every dotted path to a string in a nested messages object. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** A key of locales/en.json, e.g. `'button.loading'`. Checked by the compiler everywhere. */
export type MessageKey = Paths<typeof en>;

/** A whole locale file. */
export type Messages = typeof en;

/** Values substituted into `{{name}}` placeholders. */
export type MessageParams = Record<string, string | number>;
