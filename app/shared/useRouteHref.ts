import { useCallback } from 'react';
import { useLocale } from '#ds/i18n';
import { localizePath } from '#app/locale';
import { pathFor, type RouteName } from '#app/routes';

export type HrefOptions = {
  params?: Readonly<Record<string, string | number>>;
  /** `?a=1`, appended as is. */
  search?: string;
};

/** Builds localized hrefs of routes in the language the page is shown in. */
export function useRouteHref(): (name: RouteName, options?: HrefOptions) => string {
  const locale = useLocale();
  return useCallback(
    (name: RouteName, options: HrefOptions = {}) =>
      localizePath(`${pathFor(name, options.params)}${options.search ?? ''}`, locale),
    [locale],
  );
}
