// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkImportCycle, routePreloadTable, type BuildManifest } from './routePreloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_core.js'] },
  '_core.js': { file: 'assets/core.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_core.js'] },
  '_query.js': { file: 'assets/query.js', imports: ['_core.js'] },
  'features/auth/SignInContainer.tsx': {
    file: 'assets/SignIn.js',
    imports: ['_core.js', '_forms.js'],
  },
  'features/dashboard/PastorDashboardContainer.tsx': {
    file: 'assets/Dashboard.js',
    imports: ['_core.js', '_query.js'],
  },
  'shell/MainLayout.tsx': {
    file: 'assets/MainLayout.js',
    imports: ['_core.js', '_query.js'],
  },
  'shellLoaders.ts': { file: 'assets/shellLoaders.js', imports: ['_core.js'] },
  '../locales/en.json': { file: 'assets/en.js' },
  '../locales/ko.json': { file: 'assets/ko.js' },
};

describe('routePreloadTable', () => {
  const table = routePreloadTable(
    manifest,
    [
      { paths: ['/users/signIn'], module: 'features/auth/SignInContainer', inShell: false },
      {
        paths: ['/dashboard', '/home'],
        module: 'features/dashboard/PastorDashboardContainer',
        inShell: true,
      },
    ],
    ['en', 'ko'],
    'en',
  );

  it("lists a route's chunk and its static imports, without what the entry loads", () => {
    expect(table.routes[0]).toEqual({
      path: '/users/signIn',
      files: ['assets/SignIn.js', 'assets/forms.js'],
    });
  });

  it('adds the shell and its loaders to signed-in pages, once per file, with a row per alias', () => {
    const files = [
      'assets/Dashboard.js',
      'assets/query.js',
      'assets/MainLayout.js',
      'assets/shellLoaders.js',
    ];
    expect(table.routes.slice(1)).toEqual([
      { path: '/dashboard', files },
      { path: '/home', files },
    ]);
  });

  it("gives each language its messages and English's as the fallback", () => {
    expect(table.locales).toEqual({ en: ['assets/en.js'], ko: ['assets/ko.js', 'assets/en.js'] });
  });

  it('fails the build for a module the manifest lacks', () => {
    expect(() =>
      routePreloadTable(manifest, [{ paths: ['/x'], module: 'nowhere', inShell: false }], [], 'en'),
    ).toThrow(/nowhere/);
  });

  it("fails the build when one of the entry's own imports imports the entry back", () => {
    const cyclic: BuildManifest = {
      ...manifest,
      '_core.js': { file: 'assets/core.js', imports: ['index.html'] },
    };
    expect(() => routePreloadTable(cyclic, [], ['en'], 'en')).toThrow(
      /assets\/core.js imports the entry's chunk/,
    );
  });
});

describe('chunkImportCycle', () => {
  it('finds two chunks that import each other, and nothing in a tree', () => {
    expect(chunkImportCycle(manifest)).toBeNull();
    const cyclic: BuildManifest = {
      ...manifest,
      '_shell.js': { file: 'assets/shell.js', imports: ['_menus.js'] },
      '_menus.js': { file: 'assets/menus.js', imports: ['_core.js', '_shell.js'] },
    };
    expect(chunkImportCycle(cyclic)).toEqual([
      'assets/shell.js',
      'assets/menus.js',
      'assets/shell.js',
    ]);
    expect(() => routePreloadTable(cyclic, [], ['en'], 'en')).toThrow(/import each other/);
  });
});
