import { createContext, use, type ReactNode } from 'react';
import type { Locale } from '#ds/i18n';
import type { Theme } from './guard';
import type { AppRoute } from './routes';

/** The route being shown, as the router decided it (see `routeLocation`). */
export type CurrentRoute = {
  route: AppRoute;
  /** The path's `:params`, decoded (`{ id: '3' }` on /masseage/3). */
  params: Readonly<Record<string, string>>;
  locale: Locale;
  theme: Theme;
};

const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export type CurrentRouteProviderProps = { value: CurrentRoute; children: ReactNode };

/** Set by the router around each screen, so containers and layouts know their route. */
export function CurrentRouteProvider({ value, children }: CurrentRouteProviderProps) {
  return <CurrentRouteContext value={value}>{children}</CurrentRouteContext>;
}

/** The route being shown; null outside the router (stories, tests). */
export function useCurrentRoute(): CurrentRoute | null {
  return use(CurrentRouteContext);
}

/** A `:param` of the current path, or null. */
export function useRouteParam(name: string): string | null {
  return useCurrentRoute()?.params[name] ?? null;
}
