import { describe, expect, it } from 'vitest';
import { loaderFor, routeLoaders } from './routeLoaders';
import { appRoutes, routesByName, type RouteName } from './routes';

describe('routeLoaders', () => {
  it('names only routes of the table', () => {
    for (const name of Object.keys(routeLoaders))
      expect(routesByName[name as RouteName]).toBeDefined();
  });

  it('gives every route a screen, coming soon by default', () => {
    for (const route of appRoutes) expect(typeof loaderFor(route.name)).toBe('function');
    expect(loaderFor('studyGuides')).toBe(loaderFor('comingSoon'));
    expect(loaderFor('account')).not.toBe(loaderFor('comingSoon'));
    expect(loaderFor('notFound')).toBe(loaderFor('systemNotFound'));
  });

  it('loads the container of a route that has a screen, and coming soon for the others', async () => {
    const account = await loaderFor('account')();
    expect(account.name).toBe('AccountContainer');
    const later = await loaderFor('studyGuides')();
    expect(later.name).toBe('ComingSoonContainer');
  });
});
