import type { FeatureLoaders, ScreenLoader } from './chunks';
import { authPublicLoaders } from './features/auth/publicLoaders.ts';
import { systemPublicLoaders } from './features/system/publicLoaders.ts';
import { billingPublicLoaders } from './features/billing/publicLoaders.ts';
import { givingPublicLoaders } from './features/giving/publicLoaders.ts';
import { routeByName, type RouteName } from './routes.ts';

/**
 * The screens of the public pages (sign-in, the password pages, checkout, the system pages),
 * gathered from the features' publicLoaders.ts: the entry holds only these. The signed-in
 * pages' screens are named in app/shellLoaders.ts, which loads with the first of them, so that
 * sign-in does not carry a loader for each of them (decision 060). Only the router imports this
 * module (the route table stays pure data, and no container's imports can lead back to it).
 */
export const publicLoaders: FeatureLoaders = {
  ...authPublicLoaders,
  ...systemPublicLoaders,
  ...billingPublicLoaders,
  ...givingPublicLoaders,
};

const comingSoon = publicLoaders.comingSoon!;

const shellScreens = new Map<RouteName, ScreenLoader>();

/**
 * A signed-in page's screen: its loader from app/shellLoaders.ts, once that has loaded. One
 * function per route, so that its lazy screen is made once (chunks.ts keeps them by loader).
 */
function shellScreen(name: RouteName): ScreenLoader {
  let loader = shellScreens.get(name);
  if (!loader) {
    loader = () => import('./shellLoaders.ts').then(({ shellLoaderFor }) => shellLoaderFor(name)());
    shellScreens.set(name, loader);
  }
  return loader;
}

/** The screen of a route: its own, or coming soon. */
export function loaderFor(name: RouteName): ScreenLoader {
  return publicLoaders[name] ?? (routeByName(name).public ? comingSoon : shellScreen(name));
}
