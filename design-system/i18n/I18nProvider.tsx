import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { localeTags, type Locale } from './locales';
import type { MessageKey, MessageParams, Messages } from './messageKey';
import { createTranslator, type MessageTree } from './translate';

/**
 * Translates a key of the locale files. A plural message picks its form by `params.count`
 * (a number), through Intl.PluralRules (design-system/i18n/translate.ts).
 */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

type I18nContextValue = { locale: Locale; t: Translate };

const I18nContext = createContext<I18nContextValue | null>(null);

export type I18nProviderProps = {
  /** The language to show. */
  locale: Locale;
  /** That language's messages (the app loads one file per language, on demand). */
  messages: Messages;
  /** English messages, used where a key is missing from `messages`. */
  fallback?: Messages;
  children: ReactNode;
};

/** Makes `useT()` and `useLocale()` work below it. */
export function I18nProvider({ locale, messages, fallback, children }: I18nProviderProps) {
  const value = useMemo<I18nContextValue>(() => {
    const t: Translate = createTranslator(
      localeTags[locale],
      messages as unknown as MessageTree,
      fallback as unknown as MessageTree | undefined,
    );
    return { locale, t };
  }, [locale, messages, fallback]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT() and useLocale() need an <I18nProvider> above them');
  return value;
}

/** The translate function for the current language. */
export function useT(): Translate {
  return useI18n().t;
}

/** The current language. */
export function useLocale(): Locale {
  return useI18n().locale;
}
