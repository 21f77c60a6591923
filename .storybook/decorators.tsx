import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { I18nProvider, isLocale, type Locale, type Messages } from '#ds/i18n';
import { CardTokenizerProvider } from '#ds/payments';
import { GlobalStyle } from '#ds/tokens';
import '#ds/tokens/fonts/fonts.css';
import en from '#locales/en.json';
import es from '#locales/es.json';
import fr from '#locales/fr.json';
import ko from '#locales/ko.json';
import { storyCardTokenizer } from './cardTokenizer';
import { markStoryReady } from './loki';

const messages: Record<Locale, Messages> = { en, es, fr, ko };

function DocumentAttributes({
  locale,
  theme,
  children,
}: {
  locale: Locale;
  theme: string;
  children: ReactNode;
}) {
  // Theme and language live on <html>, as in the app: switching them re-renders nothing.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.lang = locale;
  }, [locale, theme]);
  // After every render: loki captures once the story is drawn with its fonts (.storybook/loki.ts).
  useEffect(markStoryReady);
  return children;
}

/**
 * Global styles, theme attribute, language attribute and messages from the toolbar globals, and
 * the sandbox's card tokenizer for card forms.
 */
export const withProviders: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <DocumentAttributes locale={locale} theme={theme}>
      <GlobalStyle />
      <I18nProvider locale={locale} messages={messages[locale]} fallback={en}>
        <CardTokenizerProvider value={storyCardTokenizer}>
          <Story />
        </CardTokenizerProvider>
      </I18nProvider>
    </DocumentAttributes>
  );
};
