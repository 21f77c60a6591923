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

/**
 * Pages the build rendered ahead (app/prerender/renderPublicPage.tsx), per language: styles
 * for the head and the markup that stands in until the app has rendered (decision 033).
 */
export type PrerenderedTable = {
  pages: { paths: string[]; locales: Record<string, { head: string; body: string }> }[];
};

const TABLE_FILE = '.vite/route-preloads.json';
const PRERENDERED_FILE = '.vite/prerendered.json';
// A visitor the browser remembers as signed in (index.html's inline script marks them) never
// sees the stand-in; everyone else sees it, and not #root, until the app's page takes its place
// (app/prerender/takeOverPrerendered.ts).
const PRERENDERED_STYLE =
  '<style>html[data-session] #prerendered{display:none}html:not([data-session]) #prerendered~#root{display:none}</style>';
const DEFAULT_LOCALE = 'en';

type Row = { segments: string[]; files: string[]; statics: number };

export type RoutePreloads = {
  /** The asset files (from the site root) a page's first load needs, in the order to fetch them. */
  filesFor(pathname: string): string[];
  /**
   * index.html with those files as modulepreload links, for a page; with the page's prerendered
   * markup when it has some and `prerender` allows it (a query string may change what the page
   * shows, so the server asks for it only without one).
   */
  pageFor(pathname: string, prerender?: boolean): string;
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
export function createRoutePreloads(
  table: RoutePreloadTable,
  indexHtml: string,
  prerendered: PrerenderedTable = { pages: [] },
): RoutePreloads {
  const rows: Row[] = table.routes.map(({ path, files }) => {
    const segments = segmentsOf(path);
    return { segments, files, statics: segments.filter((s) => !s.startsWith(':')).length };
  });
  const prefixed = Object.keys(table.locales).filter((locale) => locale !== DEFAULT_LOCALE);

  function splitLocale(pathname: string): { locale: string; segments: string[] } {
    const segments = segmentsOf(pathname);
    if (segments[0] && prefixed.includes(segments[0]))
      return { locale: segments[0], segments: segments.slice(1) };
    return { locale: DEFAULT_LOCALE, segments };
  }

  // The prerendered pages by language and path, as `locale segment/segment`.
  const standIns = new Map(
    prerendered.pages.flatMap((page) =>
      page.paths.flatMap((path) =>
        Object.entries(page.locales).map(
          ([locale, markup]) => [`${locale} ${segmentsOf(path).join('/')}`, markup] as const,
        ),
      ),
    ),
  );

  function prerenderedFor(pathname: string): { head: string; body: string } | null {
    const { locale, segments } = splitLocale(pathname);
    return standIns.get(`${locale} ${segments.join('/')}`) ?? null;
  }

  function filesFor(pathname: string): string[] {
    const { locale, segments } = splitLocale(pathname);
    let best: Row | null = null;
    for (const row of rows) {
      if (row.segments.length !== segments.length) continue;
      if (!row.segments.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
      if (!best || row.statics > best.statics) best = row;
    }
    return [...new Set([...(table.locales[locale] ?? []), ...(best?.files ?? [])])];
  }

  const pages = new Map<string, string>();
  function pageFor(pathname: string, prerender = true): string {
    const files = filesFor(pathname);
    const stand = prerender ? prerenderedFor(pathname) : null;
    const key = `${files.join(' ')}|${stand?.body ?? ''}`;
    let page = pages.get(key);
    if (page === undefined) {
      const links = files
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      page = files.length > 0 ? indexHtml.replace('</head>', `  ${links}\n  </head>`) : indexHtml;
      if (stand) {
        page = startScriptsAfterPaint(page)
          .replace('</head>', `${PRERENDERED_STYLE}${stand.head}\n  </head>`)
          .replace('<div id="root">', `<div id="prerendered">${stand.body}</div><div id="root">`);
      }
      pages.set(key, page);
    }
    return page;
  }

  return { filesFor, pageFor };
}

/**
 * A prerendered page paints without its scripts, so it asks for them only once it has painted:
 * its entry script and module preloads move into an inert `<template id="app-modules">`, which
 * index.html's inline script puts into the page after the first frame, then starting the entry
 * (the `data-entry` link). A script that arrived first would take the bandwidth and the main
 * thread the first paint needs on a slow phone (decision 033).
 */
function startScriptsAfterPaint(page: string): string {
  const tags: string[] = [];
  const rest = page
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      tags.push(`<link rel="modulepreload" crossorigin href="${src}" data-entry>`);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, (tag) => {
      tags.push(tag.trim());
      return '';
    });
  if (!tags.some((tag) => tag.includes('data-entry'))) return page;
  return rest.replace(
    '</head>',
    `<template id="app-modules">${[...new Set(tags)].join('')}</template>\n  </head>`,
  );
}

/** The preloads of a built app, or null when the build wrote no table (an older build, a test's dist). */
export function readRoutePreloads(distDir: string, indexHtml: string): RoutePreloads | null {
  const file = join(distDir, TABLE_FILE);
  if (!existsSync(file)) return null;
  const prerenderedFile = join(distDir, PRERENDERED_FILE);
  return createRoutePreloads(
    JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadTable,
    indexHtml,
    existsSync(prerenderedFile)
      ? (JSON.parse(readFileSync(prerenderedFile, 'utf8')) as PrerenderedTable)
      : undefined,
  );
}
