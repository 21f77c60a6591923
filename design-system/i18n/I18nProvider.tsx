import { createContext, useContext, useMemo, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Locale } from './locales';
import type { MessageKey, MessageParams, Messages } from './messageKey';

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
    const i18n = rosetta<Messages>({ [locale]: messages });
    const english = fallback ? rosetta<Messages>({ en: fallback }) : null;
    english?.locale('en');
    i18n.locale(locale);
    const t: Translate = (key, params) => {
      const text = i18n.t(key, params);
      if (text) return text;
      return english?.t(key, params) || key;
    };
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
