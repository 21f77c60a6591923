// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { invalidations, queryEndpointNames } from '#app/query/invalidations';
import { resourceNames } from '#app/query/resourceInvalidations';
import { publicLoaders } from '#app/routeLoaders';
import { routeMenus } from '#app/routeMenus';
import { appRoutes } from '#app/routes';
import { shellLoaders } from '#app/shellLoaders';

/**
 * Each feature's index.ts names its part of the app's shared tables (decision 060). The tables
 * import the features' files one by one (so each part loads with the chunk that needs it); this
 * proves they gather exactly what the features export: a part a feature declares but no table
 * gathers, or a table entry no feature declares, fails here.
 */
const features = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });

/** The exports of every feature's index.ts whose name ends with `suffix` (not with `except`). */
function exportsEndingWith(suffix: string, except?: string): unknown[] {
  return Object.values(features).flatMap((exports) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith(suffix) && !(except && name.endsWith(except)))
      .map(([, value]) => value),
  );
}

const keysOf = (tables: unknown[]) =>
  tables.flatMap((table) => Object.keys(table as object)).sort();

describe('the features gathered into the shared tables', () => {
  it('finds the features', () => {
    expect(Object.keys(features).length).toBeGreaterThan(20);
  });

  it('the route table holds every feature’s rows, and only those', () => {
    const rows = exportsEndingWith('Routes').flat() as { name: string }[];
    expect(rows.map(({ name }) => name).sort()).toEqual(appRoutes.map(({ name }) => name).sort());
  });

  it('the menus hold every feature’s placements, and only those', () => {
    expect(keysOf(exportsEndingWith('Menus'))).toEqual(Object.keys(routeMenus).sort());
  });

  it('the loaders hold every feature’s screens, public and signed-in, and only those', () => {
    expect(keysOf(exportsEndingWith('PublicLoaders'))).toEqual(Object.keys(publicLoaders).sort());
    const signedIn = exportsEndingWith('Loaders', 'PublicLoaders');
    expect(keysOf(signedIn)).toEqual(Object.keys(shellLoaders).sort());
  });

  it('the cache holds every feature’s reads and writes, and only those', () => {
    const reads = [...(exportsEndingWith('Queries').flat() as string[]), ...resourceNames.reads];
    expect(reads.sort()).toEqual([...queryEndpointNames].sort());
    const writes = [...keysOf(exportsEndingWith('Invalidations')), ...resourceNames.writes];
    expect(writes.sort()).toEqual(Object.keys(invalidations).sort());
  });
});
