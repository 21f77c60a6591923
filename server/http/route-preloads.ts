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
 * Pages the build rendered ahead (app/prerender/renderPrerenderedPage.tsx), per language: styles
 * for the head and the markup that stands in until the app has rendered, and whom each is for
 * (decisions 033 and 059).
 */
export type PrerenderedTable = {
  pages: {
    paths: string[];
    audience?: Audience;
    locales: Record<string, { head: string; body: string }>;
  }[];
};

/** `visitor`: not signed in (sign-in); `partner`: a remembered church partner (the dashboard). */
type Audience = 'visitor' | 'partner';
type StandIn = { head: string; body: string; audience: Audience };

const TABLE_FILE = '.vite/route-preloads.json';
const PRERENDERED_FILE = '.vite/prerendered.json';
// Who sees the stand-in, and not #root, until the app's page takes its place
// (app/prerender/takeOverPrerendered.ts); index.html's inline script marks the visitor before
// the body is read. A visitor page: everyone the browser does not remember as signed in
// (`data-session`). A partner page: only a remembered partner it was rendered for
// (`data-stand-in="partner"`); anyone else gets the app's own page.
const STAND_IN_STYLES: Record<Audience, string> = {
  visitor:
    '<style>html[data-session] #prerendered{display:none}html:not([data-session]) #prerendered~#root{display:none}</style>',
  partner:
    '<style>html:not([data-stand-in=partner]) #prerendered{display:none}html[data-stand-in=partner] #prerendered~#root{display:none}</style>',
};
const DEFAULT_LOCALE = 'en';

type Row = { segments: string[]; files: string[]; statics: number };

/**
 * Paths the app only redirects from (app/routes.ts `indexRedirects`: `/` to the dashboard,
 * `/admin` to the admin dashboard), which are in no row of the table; tests/ checks the two
 * lists agree.
 */
export const APP_INDEX_REDIRECTS = ['/', '/admin'] as const;

/** The app's not-found page, which an unknown path is answered with (a 404). */
export const APP_NOT_FOUND_PATH = '/users/system/404';

export type RoutePreloads = {
  /**
   * Whether the app has a page at this path: a route of its table (aliases and the admin
   * area's included) or an index redirect, in any language, with or without a trailing slash,
   * `/en/…` included (the app drops that prefix). Anything else is the app's 404 page.
   */
  isAppPath(pathname: string): boolean;
  /** The not-found page's path in the language of this path's prefix. */
  notFoundPathFor(pathname: string): string;
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
  const standIns = new Map<string, StandIn>(
    prerendered.pages.flatMap((page) =>
      page.paths.flatMap((path) =>
        Object.entries(page.locales).map(
          ([locale, markup]) =>
            [
              `${locale} ${segmentsOf(path).join('/')}`,
              { ...markup, audience: page.audience ?? 'visitor' },
            ] as const,
        ),
      ),
    ),
  );

  function prerenderedFor(pathname: string): StandIn | null {
    const { locale, segments } = splitLocale(pathname);
    return standIns.get(`${locale} ${segments.join('/')}`) ?? null;
  }

  function bestRow(segments: readonly string[]): Row | null {
    let best: Row | null = null;
    for (const row of rows) {
      if (row.segments.length !== segments.length) continue;
      if (!row.segments.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
      if (!best || row.statics > best.statics) best = row;
    }
    return best;
  }

  function filesFor(pathname: string): string[] {
    const { locale, segments } = splitLocale(pathname);
    const best = bestRow(segments);
    return [...new Set([...(table.locales[locale] ?? []), ...(best?.files ?? [])])];
  }

  const indexRedirects = new Set<string>(
    APP_INDEX_REDIRECTS.map((path) => segmentsOf(path).join('/')),
  );

  function isAppPath(pathname: string): boolean {
    let { segments } = splitLocale(pathname);
    if (segments[0] === DEFAULT_LOCALE) segments = segments.slice(1);
    return indexRedirects.has(segments.join('/')) || bestRow(segments) !== null;
  }

  function notFoundPathFor(pathname: string): string {
    const { locale } = splitLocale(pathname);
    return locale === DEFAULT_LOCALE ? APP_NOT_FOUND_PATH : `/${locale}${APP_NOT_FOUND_PATH}`;
  }

  // The entry's own imports, which Vite lists in index.html in the order they depend on each
  // other: a prerendered page runs them one at a time (startScriptsAfterPaint).
  const bootFiles = new Set(
    [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1]!,
    ),
  );
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
        page = startScriptsAfterPaint(page, bootFiles)
          .replace('</head>', `${STAND_IN_STYLES[stand.audience]}${stand.head}\n  </head>`)
          .replace(
            '<div id="root">',
            `<div id="prerendered" data-audience="${stand.audience}">${stand.body}</div><div id="root">`,
          );
      }
      pages.set(key, page);
    }
    return page;
  }

  return { isAppPath, notFoundPathFor, filesFor, pageFor };
}

/**
 * A prerendered page paints without its scripts, so it asks for them only once it has painted:
 * its entry script and module preloads move into an inert `<template id="app-modules">`, which
 * index.html's inline script puts into the page after the first frame, then starting the entry
 * (the `data-entry` link). A script that arrived first would take the bandwidth and the main
 * thread the first paint needs on a slow phone (decision 033). The entry's own imports are
 * marked `data-boot`: the inline script runs them one per task before the entry, so that the
 * app's start after that paint is several short tasks rather than one long one (decision 059).
 */
function startScriptsAfterPaint(page: string, bootFiles: ReadonlySet<string>): string {
  const tags: string[] = [];
  const rest = page
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      tags.push(`<link rel="modulepreload" crossorigin href="${src}" data-entry>`);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (tag, href: string) => {
      tags.push(bootFiles.has(href) ? tag.trim().replace(/>$/, ' data-boot>') : tag.trim());
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
