// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes, indexRedirects } from '#app/routes.ts';
import { registerAppPages } from '#server/http/app-pages.ts';
import { APP_INDEX_REDIRECTS, APP_NOT_FOUND_PATH } from '#server/http/route-preloads.ts';
import { installSecurityHeaders } from '#server/http/security-headers.ts';
import { robotsTxt } from '#server/public/robots.ts';

// The server serves the app's pages by the build's copy of the route table
// (dist/app/.vite/route-preloads.json) and keeps crawlers out of its signed-in pages by a list
// of their paths (server/public/robots.ts): both checked here against app/routes.ts itself.
// (tests/setup/unit.ts has added the admin area's rows.)

const LOCALES = ['en', 'es', 'fr', 'ko'] as const;
const ORIGIN = 'https://outreach.example';
const INDEX =
  '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';

/** A route's path with each `:param` filled. */
const filled = (routePath: string) => routePath.replace(/:\w+/g, 'x1');
const inLocale = (locale: string, routePath: string) =>
  locale === 'en' ? routePath : `/${locale}${routePath}`;

const everyPath = appRoutes.flatMap((route) => [route.path, ...route.aliases]);

let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-routes-'));
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  fs.writeFileSync(
    path.join(distDir, '.vite/route-preloads.json'),
    JSON.stringify({
      routes: everyPath.map((routePath) => ({ path: routePath, files: [] })),
      locales: Object.fromEntries(LOCALES.map((locale) => [locale, []])),
    }),
  );
  app = Fastify();
  await installSecurityHeaders(app);
  registerAppPages(app, distDir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the app’s pages as the server answers them', () => {
  it('knows the same index redirects as the app', () => {
    expect([...APP_INDEX_REDIRECTS].sort()).toEqual(Object.keys(indexRedirects).sort());
    expect(appRoutes.some((route) => route.path === APP_NOT_FOUND_PATH)).toBe(true);
  });

  it('answers every route of the table, in every language, with 200 and the app', async () => {
    const failures: string[] = [];
    for (const routePath of [...everyPath, ...APP_INDEX_REDIRECTS]) {
      for (const locale of LOCALES) {
        const url = inLocale(locale, filled(routePath));
        const answer = await get(url);
        if (answer.statusCode !== 200 || !answer.body.includes('<div id="root">')) {
          failures.push(`${url}: ${answer.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a trailing slash, another case and /en/… as the app reads them', async () => {
    for (const url of ['/dashboard/', '/Pricing', '/en/pricing', '/ko/', '/es/admin']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('answers a path of no route with 404 and the app, which shows its not-found page', async () => {
    for (const url of [
      '/healthz',
      '/no-such-page',
      '/ko/no-such-page',
      '/dashboard/extra',
      '/admin/no-such-area',
      '/en/nothing',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.body).toContain('<div id="root">');
    }
  });
});

describe('robots.txt', () => {
  const robots = robotsParser(`${ORIGIN}/robots.txt`, robotsTxt(ORIGIN));
  const allowed = (url: string) => robots.isAllowed(`${ORIGIN}${url}`, 'Googlebot') === true;

  it('keeps crawlers out of every signed-in page of the table, in every language', () => {
    const open = appRoutes.filter((route) => !route.public);
    expect(open.length).toBeGreaterThan(50);
    const failures = open.flatMap((route) =>
      [route.path, ...route.aliases].flatMap((routePath) =>
        LOCALES.map((locale) => inLocale(locale, filled(routePath))).filter(allowed),
      ),
    );
    expect(failures).toEqual([]);
  });

  it('lets them read the public pages, the app’s and the server’s', () => {
    const publicAppPages = appRoutes
      .filter((route) => route.public)
      .flatMap((route) => [route.path, ...route.aliases]);
    expect(publicAppPages).toContain('/pricing');
    const failures = [
      ...publicAppPages,
      '/church/grace-community-church',
      '/church/dashboard',
      '/churches',
      '/churches?q=grace',
      '/v/welcome-to-grace',
      '/church/grace-community-church/share.png',
      '/files/abc.webp',
      '/favicon.ico',
      '/sitemap.xml',
    ].flatMap((url) =>
      LOCALES.map((locale) => inLocale(locale, filled(url))).filter((u) => !allowed(u)),
    );
    expect(failures).toEqual([]);
  });

  it('keeps them out of the API and the cards’ short links, and names the sitemap', () => {
    expect(allowed('/api/v1/health')).toBe(false);
    expect(allowed('/c/ABCDEFG')).toBe(false);
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
  });
});
