// The JavaScript each route loads, gzipped: builds the app (app/vite.config.ts, with its
// manifest), then for every route adds up the entry, the route's own chunk and everything they
// import statically. Fails when the sign-in page loads more than its budget, or when a library
// that sign-in must never load (payments, QR codes, the data table, the video wizard) is in its graph,
// or when a route outside the admin area loads the rich-text editor (TipTap).
// Also checks the per-route preloads the server puts in index.html (dist/app/.vite/route-preloads.json):
// sign-in's and the dashboard's name their route chunk and only files that exist.
//
// Usage: npm run bundle:size [-- --no-build] [-- --all]
//   --no-build  measure dist/app as it is
//   --all       one row per route (otherwise routes sharing a screen share a row)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist/app');
const manifestPath = join(outDir, '.vite/manifest.json');

// Issue 24's budget. Held since 2026-11-28 by minifying styled-components' CSS at build time
// (app/vite.config.ts, oxc.plugins.styledComponents), which took sign-in from 125.3 to 124.6 KB,
// and by building with react-router's production files (app/vite.config.ts, resolve.alias):
// 125.0 to 124.5 KB.
const SIGN_IN_BUDGET_KB = 125;
/** Never in the sign-in page's graph (matched against the sources of its chunks). */
const keptOutOfSignIn = [
  { name: 'Stripe', pattern: /node_modules\/@stripe\// },
  {
    name: 'QR code',
    pattern: /node_modules\/(react-qr-code|qrcode-generator)\/|design-system\/video\/QrCode\//,
  },
  { name: 'data table', pattern: /design-system\/data\// },
  { name: 'video wizard', pattern: /design-system\/video\/VideoWizard\// },
  { name: 'query library', pattern: /node_modules\/@tanstack\// },
];

const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  console.log('Building the app (vite build --config app/vite.config.ts)…');
  execFileSync('vite', ['build', '--config', 'app/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
if (!existsSync(manifestPath)) {
  console.error(
    `No manifest at ${relative(root, manifestPath)}: build the app first (drop --no-build).`,
  );
  process.exit(1);
}

/** @type {Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function staticGraph(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticGraph(child, seen);
  return seen;
}

function jsFiles(keys) {
  return [
    ...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
  ];
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);

// The route table and the router's loaders, read as code: each loader names its container module.
const { appRoutes } = await import(join(root, 'app/routes.ts'));
// With the admin area's rows, which join the table apart (app/loadAdminRoutes.ts).
const { addAdminRoutes } = await import(join(root, 'app/routes.ts'));
addAdminRoutes((await import(join(root, 'app/adminRoutes.ts'))).adminRows);
const { containerLoaderFor } = await import(join(root, 'app/builtLoaders.ts'));
const { loaderModule, manifestKeyOf } = await import(join(root, 'app/routePreloads.ts'));
const containerKey = (route) =>
  manifestKeyOf(manifest, loaderModule(containerLoaderFor(route.name)));

const entryGraph = staticGraph(entryKey);
const entryFiles = jsFiles(entryGraph);
const entryBytes = sum(entryFiles);

// Pages in the signed-in shell also load the shell (top bar, menus, user menu) and the
// signed-in pages' loaders (app/shellLoaders.ts), each its own chunk.
const shellKeys = ['shell/MainLayout.tsx', 'shellLoaders.ts'].map((key) => {
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest.`);
  return key;
});

const rows = appRoutes.map((route) => {
  const key = containerKey(route);
  const graph = staticGraph(key, new Set(entryGraph));
  if (route.area === 'main' || route.area === 'admin')
    for (const shellKey of shellKeys) staticGraph(shellKey, graph);
  const files = jsFiles(graph);
  return {
    route,
    key,
    files,
    own: sum(files.filter((file) => !entryFiles.includes(file))),
    total: sum(files),
  };
});

// Routes sharing a screen (the 'coming soon' page) share a row unless --all.
const shown = [];
if (args.has('--all')) {
  for (const row of rows) shown.push({ label: row.route.name, path: row.route.path, ...row });
} else {
  const byKey = new Map();
  for (const row of rows) {
    const inShell = row.route.area === 'main' || row.route.area === 'admin';
    const groupKey = `${row.key}|${inShell}`;
    const group = byKey.get(groupKey);
    if (group) group.names.push(row.route.name);
    else byKey.set(groupKey, { ...row, inShell, names: [row.route.name] });
  }
  for (const group of byKey.values()) {
    const many = group.names.length > 1;
    const screen = posix.basename(group.key).replace(/\.\w+$/, '');
    shown.push({
      ...group,
      label: many
        ? `${screen}${group.inShell ? ' in the shell' : ''} (${group.names.length} routes)`
        : group.route.name,
      path: many
        ? group.names.slice(0, 3).join(', ') + (group.names.length > 3 ? ', …' : '')
        : group.route.path,
    });
  }
}
shown.sort((a, b) => a.total - b.total || a.label.localeCompare(b.label));

const header = ['route', 'path', 'route chunks', 'JS loaded (gzip)'];
const body = shown.map((row) => [row.label, row.path, `${kb(row.own)} KB`, `${kb(row.total)} KB`]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...body.map((line) => line[column].length)),
);
const line = (cells) =>
  cells
    .map((cell, column) =>
      column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
    )
    .join('  ');
console.log(
  `\nJavaScript each route loads (gzip -9): the entry and its imports (${kb(entryBytes)} KB), the route's own chunks and, ` +
    'in the signed-in shell, the shell.\n',
);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const cells of body) console.log(line(cells));

// Data and styles every route also loads, outside the JavaScript budget.
const localeRows = Object.entries(manifest)
  .filter(([key]) => /locales\/\w+\.json$/.test(key))
  .map(([key, chunk]) => `${posix.basename(key, '.json')} ${kb(gzipBytes(chunk.file))} KB`);
const css = [...new Set(manifest[entryKey].css ?? [])];
console.log(
  `\nLanguage messages, one per page on demand (plus English as the fallback): ${localeRows.join(', ')}`,
);
const koreanFaces = Object.entries(manifest).find(([key]) => key.endsWith('fonts-korean.css'));
if (css.length > 0) {
  console.log(
    `Styles every page loads (the Latin faces, the Hangul of the language menu): ${kb(sum(css))} KB` +
      (koreanFaces
        ? `; Korean pages add the Korean faces: ${kb(gzipBytes(koreanFaces[1].file))} KB`
        : ''),
  );
}

// The budget, and what must stay out of the sign-in page.
const signIn = rows.find((row) => row.route.name === 'signIn');
const problems = [];
if (signIn.total > SIGN_IN_BUDGET_KB * 1024) {
  problems.push(
    `the sign-in page loads ${kb(signIn.total)} KB of gzipped JavaScript; the budget is ${SIGN_IN_BUDGET_KB} KB.`,
  );
}
const sources = new Set();
for (const file of signIn.files) {
  const map = join(outDir, `${file}.map`);
  if (!existsSync(map)) continue;
  for (const source of JSON.parse(readFileSync(map, 'utf8')).sources ?? [])
    sources.add(source.replace(/\\/g, '/'));
}
if (sources.size === 0)
  problems.push(
    'no source maps next to the sign-in chunks, so their contents could not be checked.',
  );
for (const { name, pattern } of keptOutOfSignIn) {
  const found = [...sources].filter((source) => pattern.test(source));
  if (found.length > 0)
    problems.push(`the sign-in page loads the ${name} (${found.slice(0, 2).join(', ')}).`);
}

// The rich-text editor (TipTap and ProseMirror, issue 25) loads only on the admin's editing
// routes, through a lazy import: no other route may have it in the JavaScript it loads.
const editorPattern =
  /node_modules\/(@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname)\/|screens\/contentAdmin\/RichTextField\/RichTextEditor/;
const sourcesOf = (files) => {
  const found = new Set();
  for (const file of files) {
    const map = join(outDir, `${file}.map`);
    if (!existsSync(map)) continue;
    for (const source of JSON.parse(readFileSync(map, 'utf8')).sources ?? [])
      found.add(source.replace(/\\/g, '/'));
  }
  return found;
};
const editorChunks = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter(
    (file) => file.endsWith('.js') && [...sourcesOf([file])].some((s) => editorPattern.test(s)),
  );
if (editorChunks.length === 0)
  problems.push(
    'no chunk holds the rich-text editor (TipTap), so where it loads could not be checked.',
  );
for (const row of rows) {
  if (row.route.area === 'admin') continue;
  const leaked = [...sourcesOf(row.files)].filter((source) => editorPattern.test(source));
  if (leaked.length > 0)
    problems.push(
      `${row.route.name} (${row.route.path}) loads the rich-text editor (${leaked.slice(0, 2).join(', ')}); it belongs to the admin's editing routes only.`,
    );
}

// The preloads the server names in a page's index.html (docs/decisions/018-route-preloads.md).
const preloadsPath = join(outDir, '.vite/route-preloads.json');
if (!existsSync(preloadsPath)) {
  problems.push('the build wrote no .vite/route-preloads.json (the routePreloads plugin).');
} else {
  const preloads = JSON.parse(readFileSync(preloadsPath, 'utf8'));
  for (const name of ['signIn', 'dashboard']) {
    const row = rows.find((candidate) => candidate.route.name === name);
    const files = preloads.routes.find((entry) => entry.path === row.route.path)?.files ?? [];
    if (!files.includes(manifest[row.key].file))
      problems.push(
        `the preloads of ${row.route.path} do not name its chunk ${manifest[row.key].file}.`,
      );
    const missing = [...files, ...Object.values(preloads.locales).flat()].filter(
      (file) => !existsSync(join(outDir, file)),
    );
    if (missing.length > 0)
      problems.push(`the preloads of ${row.route.path} name missing files: ${missing.join(', ')}.`);
  }
  const signInPreloads = preloads.routes.find((entry) => entry.path === signIn.route.path).files;
  const extra = signInPreloads.filter((file) => !signIn.files.includes(file));
  if (extra.length > 0)
    problems.push(`sign-in preloads files outside its graph: ${extra.join(', ')}.`);
}

// The website player's scripts (decision 075): the loader a church's website includes, and the
// player page's height reports; each at most 5 KB gzipped. The player page has none before play.
const PLAYER_SCRIPT_BUDGET_KB = 5;
const playerScripts = ['embed-loader.js', 'embed-height.js'].map((name) => {
  const bytes = gzipSync(readFileSync(join(root, 'server/playerEmbed', name)), { level: 9 }).length;
  if (bytes > PLAYER_SCRIPT_BUDGET_KB * 1024)
    problems.push(
      `the website player's ${name} is ${kb(bytes)} KB gzipped; the budget is ${PLAYER_SCRIPT_BUDGET_KB} KB.`,
    );
  return `${name} ${bytes} bytes`;
});
console.log(
  `\nWebsite player scripts (gzip -9, budget ${PLAYER_SCRIPT_BUDGET_KB} KB each): ${playerScripts.join(', ')}.`,
);

if (problems.length > 0) {
  for (const problem of problems) console.error(`\nBundle check failed: ${problem}`);
  process.exit(1);
}
console.log(
  `\nSign-in loads ${kb(signIn.total)} KB (${signIn.total} bytes) of its ${SIGN_IN_BUDGET_KB} KB budget, without Stripe, QR codes, the data table or the video wizard; ` +
    `the rich-text editor (${editorChunks.join(', ')}) is in no route's JavaScript but the admin's.`,
);
