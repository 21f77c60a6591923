import { describe, expect, it } from 'vitest';
import { billingRoutes } from './features/billing/billingRoutes';
import { containerLoaderFor } from './builtLoaders';
import { loaderFor, publicLoaders } from './routeLoaders';
import { appRoutes, routesByName, type RouteName } from './routes';
import { shellLoaders } from './shellLoaders';

/** A route with no screen yet (none once every route has one: then coming soon's own). */
const notYetBuilt = (appRoutes.find(
  (route) => !(route.name in shellLoaders) && !(route.name in publicLoaders),
)?.name ?? 'comingSoon') as RouteName;

describe('routeLoaders', () => {
  it('names only routes of the table, public ones in the entry and signed-in ones with the shell', () => {
    for (const name of Object.keys(publicLoaders) as RouteName[]) {
      expect(routesByName[name]).toBeDefined();
      // The payment pages' one chunk holds signed-in pages too (decision 046).
      const inBillingChunk = (billingRoutes as readonly string[]).includes(name);
      expect(routesByName[name].public || inBillingChunk).toBe(true);
    }
    for (const name of Object.keys(shellLoaders) as RouteName[])
      expect(routesByName[name]?.public).toBe(false);
  });

  it('gives every route a screen, coming soon by default', async () => {
    for (const route of appRoutes) expect(typeof loaderFor(route.name)).toBe('function');
    expect(loaderFor('account')).toBe(loaderFor('account'));
    const comingSoon = await loaderFor('comingSoon')();
    expect(await loaderFor(notYetBuilt)()).toBe(comingSoon);
    expect(await loaderFor('account')()).not.toBe(comingSoon);
    expect(await loaderFor('notFound')()).toBe(await loaderFor('systemNotFound')());
  });

  it('loads the container of a route that has a screen, and coming soon for the others', async () => {
    const account = await loaderFor('account')();
    expect(account.name).toBe('AccountContainer');
    const later = await loaderFor(notYetBuilt)();
    expect(later.name).toBe('ComingSoonContainer');
  });

  it('gives the build the loader that imports the container itself', () => {
    expect(String(containerLoaderFor('account'))).toContain('/AccountContainer');
    expect(String(containerLoaderFor('signIn'))).toContain('/SignInContainer');
    expect(String(containerLoaderFor(notYetBuilt))).toContain('/ComingSoonContainer');
  });
});
