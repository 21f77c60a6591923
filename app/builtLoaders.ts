import type { ScreenLoader } from './chunks';
import { publicLoaders } from './routeLoaders.ts';
import { routeByName, type RouteName } from './routes.ts';
import { shellLoaderFor } from './shellLoaders.ts';

/**
 * The loader that finally imports a route's container, for the build's tools (the route
 * preloads, bundle:size), which read the container's module from its source. In the browser a
 * signed-in page's loader goes through app/shellLoaders.ts first; here both tables are at hand.
 */
export function containerLoaderFor(name: RouteName): ScreenLoader {
  return (
    publicLoaders[name] ??
    (routeByName(name).public ? publicLoaders.comingSoon! : shellLoaderFor(name))
  );
}
