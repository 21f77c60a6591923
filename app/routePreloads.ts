/**
 * The chunks each route's first page load needs beyond the entry, computed at build time from
 * Vite's manifest and the route table, and written to dist/app/.vite/route-preloads.json. The
 * server (server/http/route-preloads.ts) turns a page's row into `<link rel="modulepreload">`
 * tags in index.html, so the browser fetches the route's screen, everything it imports and the
 * page's messages together with the entry instead of one import level after another
 * (docs/decisions/018-route-preloads.md). Pure functions: app/vite.config.ts does the I/O.
 */

/** The part of Vite's build manifest this reads. */
export type BuildManifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; imports?: string[] }
>;

/** What the server reads: asset paths (from the site root, no leading slash) per page. */
export type RoutePreloadTable = {
  /** One row per route path (aliases included), in the route table's order. */
  routes: { path: string; files: string[] }[];
  /** Per language: its messages, and English's, which every other language falls back to. */
  locales: Record<string, string[]>;
};

export type PreloadRoute = {
  /** The route's path and its aliases, as in app/routes.ts (`:param` segments allowed). */
  paths: readonly string[];
  /** The module its loader imports, relative to app/ and without extension. */
  module: string;
  /** A page in the signed-in shell, which also loads the shell (and, with it, the session's actions). */
  inShell: boolean;
};

/** What a signed-in page loads besides its screen: the shell, and the signed-in pages' loaders. */
const SHELL_MODULES = ['shell/MainLayout', 'shellLoaders'];

/**
 * The manifest's key for a module a loader imports: the module itself (relative to app/), or,
 * for a feature's loader (`./SignInContainer` in app/features/auth/loaders.ts), the one module
 * of that name. Two of one name are refused rather than guessed between.
 */
export function manifestKeyOf(manifest: BuildManifest, module: string): string {
  const withoutExtension = (key: string) => key.replace(/\.(tsx?|jsx?)$/, '');
  const keys = Object.keys(manifest);
  const exact = keys.find((key) => key === module || withoutExtension(key) === module);
  if (exact) return exact;
  const named = keys.filter((key) => withoutExtension(key).endsWith(`/${module}`));
  if (named.length > 1)
    throw new Error(`route-preloads: ${module} names ${named.length} modules: ${named.join(', ')}`);
  if (!named[0]) throw new Error(`route-preloads: ${module} is not in the build manifest.`);
  return named[0];
}

/** A chunk and every chunk it imports statically. */
function staticGraph(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticGraph(manifest, child, seen);
  return seen;
}

/** The module a route loader imports, read from its source: `() => import('./x').then(…)`. */
export function loaderModule(loader: () => unknown): string {
  const specifier = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(loader.toString())?.[1];
  if (!specifier) throw new Error(`Cannot see which module a route loads: ${loader.toString()}`);
  return specifier.replace(/^(\.\/|#app\/)/, '');
}

/**
 * A cycle of static imports between chunks, if there is one. Two chunks that import each other
 * run in an order the browser chooses, and the first reads the second's exports before they are
 * written (a menu table spread from `undefined` is silently empty), so the build refuses them.
 */
export function chunkImportCycle(manifest: BuildManifest): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (key: string): string[] | null => {
    const at = path.indexOf(key);
    if (at >= 0) return [...path.slice(at), key];
    if (done.has(key)) return null;
    path.push(key);
    for (const child of manifest[key]?.imports ?? []) {
      const cycle = visit(child);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(key);
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle) return cycle.map((name) => manifest[name]?.file ?? name);
  }
  return null;
}

export function routePreloadTable(
  manifest: BuildManifest,
  routes: readonly PreloadRoute[],
  locales: readonly string[],
  defaultLocale: string,
): RoutePreloadTable {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('route-preloads: the manifest has no entry.');
  // A prerendered page runs the entry's own imports one at a time before the entry
  // (server/http/route-preloads.ts, decision 059): one that imported the entry back would run
  // the entry in the middle, before its own imports had run.
  for (const key of manifest[entryKey]?.imports ?? []) {
    if (manifest[key]?.imports?.includes(entryKey))
      throw new Error(
        `route-preloads: ${manifest[key]?.file} imports the entry's chunk; give the modules it takes from there to its group in app/bundles.ts.`,
      );
  }
  const cycle = chunkImportCycle(manifest);
  if (cycle)
    throw new Error(
      `route-preloads: chunks import each other (${cycle.join(' → ')}); declare where the modules between them belong in app/bundles.ts.`,
    );
  // index.html already preloads the entry's own imports.
  const entry = staticGraph(manifest, entryKey);
  const shell = new Set(
    SHELL_MODULES.flatMap((module) => [...staticGraph(manifest, manifestKeyOf(manifest, module))]),
  );
  const filesOf = (keys: Iterable<string>) => [
    ...new Set(
      [...keys]
        .filter((key) => !entry.has(key))
        .map((key) => manifest[key]?.file ?? '')
        .filter((file) => file.endsWith('.js')),
    ),
  ];

  const rows = routes.flatMap((route) => {
    const graph = staticGraph(manifest, manifestKeyOf(manifest, route.module));
    // The screen first: the shell's chunks are mostly the same small parts.
    const files = filesOf(route.inShell ? [...graph, ...shell] : graph);
    return route.paths.map((path) => ({ path, files }));
  });

  const messages = (locale: string) =>
    manifest[manifestKeyOf(manifest, `../locales/${locale}.json`)]!.file;
  const localeFiles = Object.fromEntries(
    locales.map((locale) => [
      locale,
      locale === defaultLocale ? [messages(locale)] : [messages(locale), messages(defaultLocale)],
    ]),
  );
  return { routes: rows, locales: localeFiles };
}
