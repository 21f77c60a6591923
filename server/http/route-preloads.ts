import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app's build writes, per route, the chunks its first load needs beyond the entry
 * (app/routePreloads.ts). A page's index.html names them, and the page's messages, as
 * `<link rel="modulepreload">`, so the browser fetches them with the entry instead of one import
 * level after another (docs/decisions/018-route-preloads.md). Link tags run nothing: the
 * Content-Security-Policy's script hashes stay those of the inline scripts.
 */
type RoutePreloadTable = {
  routes: { path: string; files: string[] }[];
  locales: Record<string, string[]>;
};

const TABLE_FILE = '.vite/route-preloads.json';
const DEFAULT_LOCALE = 'en';

type Row = { segments: string[]; files: string[]; statics: number };

export type RoutePreloads = {
  /** The asset files (from the site root) a page's first load needs, in the order to fetch them. */
  filesFor(pathname: string): string[];
  /** index.html with those files as modulepreload links, for a page. */
  pageFor(pathname: string): string;
};

const segmentsOf = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.toLowerCase());

/**
 * Matches as the app's router does (app/locale.ts): an optional es/fr/ko prefix, segments
 * compared without case, `:param` for any one segment, and static segments winning over params.
 */
export function createRoutePreloads(table: RoutePreloadTable, indexHtml: string): RoutePreloads {
  const rows: Row[] = table.routes.map(({ path, files }) => {
    const segments = segmentsOf(path);
    return { segments, files, statics: segments.filter((s) => !s.startsWith(':')).length };
  });
  const prefixed = Object.keys(table.locales).filter((locale) => locale !== DEFAULT_LOCALE);

  function filesFor(pathname: string): string[] {
    let segments = segmentsOf(pathname);
    let locale = DEFAULT_LOCALE;
    if (segments[0] && prefixed.includes(segments[0])) {
      locale = segments[0];
      segments = segments.slice(1);
    }
    let best: Row | null = null;
    for (const row of rows) {
      if (row.segments.length !== segments.length) continue;
      if (!row.segments.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
      if (!best || row.statics > best.statics) best = row;
    }
    return [...new Set([...(table.locales[locale] ?? []), ...(best?.files ?? [])])];
  }

  const pages = new Map<string, string>();
  function pageFor(pathname: string): string {
    const files = filesFor(pathname);
    const key = files.join(' ');
    let page = pages.get(key);
    if (page === undefined) {
      const links = files
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      page = files.length > 0 ? indexHtml.replace('</head>', `  ${links}\n  </head>`) : indexHtml;
      pages.set(key, page);
    }
    return page;
  }

  return { filesFor, pageFor };
}

/** The preloads of a built app, or null when the build wrote no table (an older build, a test's dist). */
export function readRoutePreloads(distDir: string, indexHtml: string): RoutePreloads | null {
  const file = join(distDir, TABLE_FILE);
  if (!existsSync(file)) return null;
  return createRoutePreloads(
    JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadTable,
    indexHtml,
  );
}
