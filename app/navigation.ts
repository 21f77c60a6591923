import { localizePath } from './locale';
import { pathFor, type RouteName } from './routes';
import { session } from './session/store';

/** Moves the app to a path. `main.tsx` hands in the router's navigate; before that, the browser's. */
export type Navigator = (to: string, options?: { replace?: boolean }) => void;

const browserNavigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let current: Navigator = browserNavigator;

/** Lets code outside React (the API client, logout) navigate. Returns the function that undoes it. */
export function setNavigator(navigator: Navigator): () => void {
  current = navigator;
  return () => {
    if (current === navigator) current = browserNavigator;
  };
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}

export type RouteTarget = {
  params?: Readonly<Record<string, string | number>>;
  /** `?a=1`, appended as is. */
  search?: string;
  replace?: boolean;
};

/** The localized href of a route, in the session's language. */
export function hrefFor(name: RouteName, target: Omit<RouteTarget, 'replace'> = {}): string {
  return localizePath(`${pathFor(name, target.params)}${target.search ?? ''}`, session.locale);
}

/** Goes to a route, in the session's language. */
export function goToRoute(name: RouteName, target: RouteTarget = {}): void {
  navigate(hrefFor(name, target), { replace: target.replace });
}
