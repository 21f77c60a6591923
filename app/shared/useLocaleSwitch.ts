import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { defaultLocale, type Locale } from '#ds/i18n';
import { localizePath } from '#app/locale';
import { session } from '#app/session/store';

/**
 * What the language switcher does: keeps the choice, then moves the URL to the new language's
 * prefix (English has none), on the same page with the same query.
 */
export function useLocaleSwitch(): (locale: Locale) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (locale: Locale) => {
      // English has no prefix, so a kept Spanish, French or Korean would send its unprefixed URL
      // back to that language: keep English first. The other languages are kept by the page once
      // it shows (the locale follows the URL); keeping them now would re-route the page on screen.
      // (The store directly, as the session's setLocale does: its module brings the API client.)
      if (locale === defaultLocale) session.locale = locale;
      // A signed-in user's mails follow the choice; the API client loads only for them.
      if (session.user) {
        void import('#app/session/actions').then(({ keepLocaleOnServer }) =>
          keepLocaleOnServer(locale),
        );
      }
      void navigate(localizePath(`${location.pathname}${location.search}${location.hash}`, locale));
    },
    [location.pathname, location.search, location.hash, navigate],
  );
}
