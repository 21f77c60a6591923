import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { sharedChunks } from './bundles.ts';

/**
 * The app's own build (the root vite.config.ts holds the test projects): `vite build --config
 * app/vite.config.ts` writes dist/app with a manifest, which scripts/bundle-size.mjs reads;
 * `vite --config app/vite.config.ts` serves it with /api proxied to the API server.
 */
const appDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(appDir, '..');

/** Where the dev server sends the API's calls (the API server's default address). */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

/**
 * The API base (contract API_BASE). Only it is proxied: the app's own modules under app/api/
 * are served as /api/… by the dev server.
 */
const apiBase = '/api/v1';

const brotli = promisify(zlib.brotliCompress);

/**
 * What the API server answers besides the API: uploaded files, and the public pages with their
 * stylesheet (rendered on the server, see server/public/): a church's page, the church finder
 * the video pages of custom URLs and the short codes of printed cards.
 */
const serverPaths = Object.fromEntries(
  [apiBase, '/files/', '/public/', '^/((es|fr|ko)/)?(church/|churches(\\?|$)|v/|c/)'].map(
    (path) => [path, { target: apiTarget, changeOrigin: false }],
  ),
);

/** Message groups only the server reads: public pages, PDF documents and mails (server/public/public-i18n.ts). */
const SERVER_ONLY_MESSAGES = ['publicChurch', 'documents', 'mail'];

/**
 * Leaves the server-only message groups out of the app's language files, so no page downloads
 * the public pages' texts (1.2 KB gzipped in English). The files themselves stay whole: the
 * server, the tests and scripts/add-messages.mjs read them as they are.
 */
function withoutServerOnlyMessages(): Plugin {
  return {
    name: 'without-server-only-messages',
    // Before Vite's JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!/\/locales\/[a-z]{2}\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, unknown>;
      for (const group of SERVER_ONLY_MESSAGES) delete messages[group];
      return { code: JSON.stringify(messages), map: null };
    },
  };
}

/**
 * Library chunks, by package. Each group is loaded only by the routes that use it: the entry
 * gets React, the router, styled-components and the session's small libraries; forms, the data
 * table, QR codes and the payment provider stay with the screens that import them.
 */
const libraryGroups: ReadonlyArray<readonly [chunk: string, packages: readonly string[]]> = [
  // What every page runs: React, the router, styled-components, the session store, translations.
  [
    'core',
    [
      ...[
        'react',
        'react-dom',
        'scheduler',
        'react-router',
        'react-router-dom',
        'cookie',
        'set-cookie-parser',
      ],
      ...[
        'styled-components',
        '@emotion/is-prop-valid',
        '@emotion/memoize',
        'stylis',
        'shallowequal',
        'tslib',
      ],
      ...['valtio', 'proxy-compare', 'rosetta', 'dlv', 'templite'],
    ],
  ],
  // The HTTP client and the struct library that checks every request and answer against the
  // contract, which sign-in fetches with the API code once the form is on screen.
  ['http', ['redaxios', 'superstruct']],
  // Server state, loaded with the signed-in shell (never by the public pages).
  ['query', ['@tanstack/react-query', '@tanstack/query-core']],
  ['stripe', ['@stripe/stripe-js', '@stripe/react-stripe-js']],
  ['qrcode', ['react-qr-code', 'qrcode-generator']],
];

function packageOf(id: string): string | null {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match?.[1]?.replace(/\\/g, '/') ?? null;
}

function libraryChunk(id: string): string | null {
  // The bundler's own small runtime goes with the libraries every page loads.
  if (id.includes('rolldown/runtime')) return 'lib-core';
  const name = packageOf(id);
  if (!name) return null;
  for (const [chunk, packages] of libraryGroups) if (packages.includes(name)) return `lib-${chunk}`;
  // Anything else stays with the code that imports it.
  return null;
}

const sourceFolders = ['app', 'contract', 'design-system', 'screens'].map(
  (folder) => path.join(repoRoot, folder) + path.sep,
);
const entryModule = path.join(appDir, 'main.tsx');

function isOurSourceModule(id: string): boolean {
  const file = id.split('?')[0] ?? id;
  return (
    /\.tsx?$/.test(file) &&
    file !== entryModule &&
    sourceFolders.some((folder) => file.startsWith(folder))
  );
}

/** The layer aliases of package.json "imports", as folders of the repository. */
const layerFolders: Record<string, string> = Object.fromEntries(
  Object.entries(
    (
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
        imports: Record<string, string>;
      }
    ).imports,
  )
    .filter(([alias]) => alias.endsWith('/*'))
    .map(([alias, target]) => [alias.slice(0, -1), target.replace(/^\.\//, '').slice(0, -1)]),
);

/**
 * A test for the modules an alias names in app/bundles.ts: a folder (ending in '/'), a file, `*`
 * for one folder name. Stops the build when it names nothing, so that a moved module cannot
 * silently leave its chunk.
 */
function declaredModules(names: readonly string[]): (file: string) => boolean {
  const patterns = names.map((name) => {
    const alias = Object.keys(layerFolders).find((prefix) => name.startsWith(prefix));
    if (!alias) throw new Error(`app/bundles.ts: ${name} starts with no layer alias`);
    const relative = layerFolders[alias] + name.slice(alias.length);
    const pattern = new RegExp(
      `^${relative.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}${relative.endsWith('/') ? '' : '$'}`,
    );
    if (!allSourceFiles().some((file) => pattern.test(file)))
      throw new Error(`app/bundles.ts: ${name} names no module (was it moved or renamed?)`);
    return pattern;
  });
  return (file) => patterns.some((pattern) => pattern.test(file));
}

let sourceFiles: string[] | undefined;
function allSourceFiles(): string[] {
  sourceFiles ??= ['app', 'contract', 'design-system', 'screens'].flatMap((folder) =>
    fs
      .readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
  return sourceFiles;
}

/** Our shared chunks (app/bundles.ts) as rolldown groups. */
function sharedChunkGroups() {
  return sharedChunks.map((chunk) => {
    const inChunk = declaredModules(chunk.modules);
    const excepted = declaredModules(chunk.except ?? []);
    return {
      name: chunk.name,
      test: (id: string) => {
        if (chunk.name === 'app-core' && id.includes('vite/preload-helper')) return true;
        const library = packageOf(id);
        if (library) return chunk.packages?.includes(library) ?? false;
        if (!isOurSourceModule(id)) return false;
        const file = path
          .relative(repoRoot, id.split('?')[0] ?? id)
          .split(path.sep)
          .join('/');
        return inChunk(file) && !excepted(file);
      },
      ...(chunk.sharedOnly ? { minShareCount: 2 } : {}),
      priority: chunk.sharedOnly ? 5 : 10,
    };
  });
}

/**
 * Writes dist/app/.vite/route-preloads.json: per route, the chunks its first load needs beyond
 * the entry, which the server names in index.html as modulepreload links (app/routePreloads.ts,
 * docs/decisions/018-route-preloads.md). The route table and loaders are imported when the
 * bundle is written (Node runs the TypeScript), not bundled into this config.
 */
function routePreloads(): Plugin {
  const load = (file: string) => import(pathToFileURL(path.join(repoRoot, file)).href);
  return {
    name: 'outreach:route-preloads',
    apply: 'build',
    async writeBundle(options, bundle) {
      const manifestAsset = bundle['.vite/manifest.json'];
      if (!options.dir || manifestAsset?.type !== 'asset') return;
      const [{ routePreloadTable, loaderModule }, { appRoutes }, { containerLoaderFor }, i18n] =
        await Promise.all([
          load('app/routePreloads.ts'),
          load('app/routes.ts'),
          load('app/builtLoaders.ts'),
          load('design-system/i18n/locales.ts'),
        ]);
      // The admin area's rows, which join the table apart (app/loadAdminRoutes.ts).
      const [{ addAdminRoutes }, { adminRows }] = await Promise.all([
        load('app/routes.ts'),
        load('app/adminRoutes.ts'),
      ]);
      addAdminRoutes(adminRows);
      const routes = (
        appRoutes as { name: string; path: string; aliases: string[]; area: string }[]
      ).map((route) => ({
        paths: [route.path, ...route.aliases],
        module: loaderModule(containerLoaderFor(route.name)),
        inShell: route.area === 'main' || route.area === 'admin',
      }));
      const table = routePreloadTable(
        JSON.parse(String(manifestAsset.source)),
        routes,
        i18n.locales,
        i18n.defaultLocale,
      );
      fs.writeFileSync(path.join(options.dir, '.vite/route-preloads.json'), JSON.stringify(table));
    },
  };
}

/**
 * Writes a Brotli copy (`<file>.br`, quality 11) of every script, stylesheet and SVG the build
 * makes, which the server sends to browsers that take it (server/http/app-pages.ts): about 13 %
 * fewer bytes than gzip on our scripts. Made here, once, because quality 11 costs about a second
 * per 300 KB, too slow for a first request.
 */
function brotliCopies(): Plugin {
  return {
    name: 'outreach:brotli',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      await Promise.all(
        Object.values(bundle)
          .filter((output) => /\.(js|css|svg)$/.test(output.fileName))
          .map(async (output) => {
            const source = output.type === 'chunk' ? output.code : output.source;
            const compressed = await brotli(Buffer.from(source), {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            });
            await fs.promises.writeFile(path.join(dir, `${output.fileName}.br`), compressed);
          }),
      );
    },
  };
}

/**
 * Writes dist/app/.vite/prerendered.json: the HTML of the pages app/prerender/renderPrerenderedPage.tsx
 * names (sign-in, the partner dashboard), in every language, which the server puts into
 * index.html for those paths so that they paint before any script arrives (decisions 033 and
 * 059). The pages are rendered in Node through Vite's SSR module loader, from the same sources.
 */
function prerenderPages(): Plugin {
  return {
    name: 'outreach:prerender',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const server = await createServer({
        configFile: false,
        root: repoRoot,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        // Its CommonJS build for Node has no ESM default export that `styled.a` works on.
        ssr: { noExternal: ['styled-components'] },
      });
      try {
        const [
          { renderPrerenderedPage, prerenderedPages, readyToPrerender },
          { routeByName },
          i18n,
        ] = await Promise.all([
          server.ssrLoadModule('/app/prerender/renderPrerenderedPage.tsx'),
          server.ssrLoadModule('/app/routes.ts'),
          server.ssrLoadModule('/design-system/i18n/locales.ts'),
        ]);
        const messages = new Map(
          (i18n.locales as string[]).map((locale) => [
            locale,
            JSON.parse(fs.readFileSync(path.join(repoRoot, 'locales', `${locale}.json`), 'utf8')),
          ]),
        );
        const english = messages.get(i18n.defaultLocale);
        await readyToPrerender();
        const pages = Object.keys(prerenderedPages).map((name) => {
          const route = routeByName(name) as { path: string; aliases: string[] };
          let audience = 'visitor';
          const locales = Object.fromEntries(
            (i18n.locales as string[]).map((locale) => {
              const page = renderPrerenderedPage(name, locale, messages.get(locale), english);
              audience = page.audience;
              return [locale, { head: page.styles, body: page.html }];
            }),
          );
          return { paths: [route.path, ...route.aliases], audience, locales };
        });
        fs.writeFileSync(
          path.join(options.dir, '.vite/prerendered.json'),
          JSON.stringify({ pages }),
        );
      } finally {
        await server.close();
      }
    },
  };
}

/** A file of react-router's production build (dist/production). */
function reactRouterBuild(file: string): string {
  return path.join(repoRoot, 'node_modules/react-router/dist/production', file);
}

export default defineConfig({
  root: appDir,
  envDir: repoRoot,
  publicDir: false,
  // styled-components' CSS without its indentation and line breaks (Oxc's built-in port of the
  // styled-components Babel plugin). No display names or SSR ids: class names stay generated
  // at run time, as before, so the prerendered pages' take-over is unchanged.
  oxc: {
    plugins: {
      styledComponents: {
        displayName: false,
        fileName: false,
        ssr: false,
        minify: true,
        transpileTemplateLiterals: false,
        pure: true,
      },
    },
  },
  resolve: {
    // react-router's package exports name only its development build, whose dev warnings
    // (ENABLE_DEV_WARNINGS) stay in the bundle; its production build is the same code without
    // them (remix-run/react-router#14753). Exact names, so 'react-router-dom' is untouched.
    alias: [
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
    ],
  },
  plugins: [
    react(),
    withoutServerOnlyMessages(),
    routePreloads(),
    prerenderPages(),
    brotliCopies(),
  ],
  build: {
    outDir: path.join(repoRoot, 'dist/app'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // index.html preloads what the entry imports, so the browser fetches those chunks together
    // with the entry instead of after it. Dynamic imports get no preload lists: Vite would put
    // every route's list of chunk file names in the entry, which grows with each route every
    // page must load; a route's chunk names its own imports.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    // Maps for debugging and for scripts/bundle-size.mjs; no comment in the served code.
    sourcemap: 'hidden',
    // The Korean font's subsets are many small files; a report line per file says nothing.
    reportCompressedSize: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      treeshake: {
        // Our modules do nothing when imported but define things, so a module whose exports
        // go unused (a component reached through a folder's index.ts) is left out.
        moduleSideEffects: (id: string) => (isOurSourceModule(id) ? false : undefined),
        // styled-components definitions have no side effects: unused ones are dropped too.
        manualPureFunctions: ['styled', 'css', 'keyframes', 'createGlobalStyle'],
      },
      output: {
        // Route screens are dynamic imports, so each is its own chunk already; this only groups
        // the libraries (rolldown's `codeSplitting` is what Rollup called `manualChunks`).
        codeSplitting: {
          // A library group holds its own package only: pulling dependencies in (the default)
          // moved React into the forms chunk, and so the forms into every page.
          includeDependenciesRecursively: false,
          groups: [
            { name: (id: string) => libraryChunk(id), debugName: 'libraries', priority: 20 },
            ...sharedChunkGroups(),
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.APP_PORT ?? 5173),
    strictPort: true,
    fs: { allow: [repoRoot] },
    proxy: serverPaths,
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.APP_PORT ?? 4173),
    proxy: serverPaths,
  },
});
