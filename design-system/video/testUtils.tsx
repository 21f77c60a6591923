import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import en from '#locales/en.json';
import { I18nProvider } from '#ds/i18n';

function English({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale="en" messages={en}>
      {children}
    </I18nProvider>
  );
}

/** Renders with the English messages, for unit tests of this folder. */
export function renderInEnglish(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: English, ...options });
}
