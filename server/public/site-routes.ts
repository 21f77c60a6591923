import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '#server/deps.ts';
import { locations } from '#server/db/schema.ts';
import type { ChurchProfileRow } from '#server/church/church-profile.ts';
import { publicChurchRow } from '#server/church/church-profile.ts';
import { robotsTxt } from './robots.ts';
import type { ShareCard } from './share-image.ts';
import { ensureShareImage } from './share-image.ts';
import { ICON_SIZES, ICON_SVG, faviconIco, iconPng, webManifest } from './site-icons.ts';
import { sitemapPages, sitemapXml } from './sitemap.ts';

/** The product's name in the manifest: a brand, the same in every language. */
const PRODUCT_NAME = 'Outreach Dashboard';
const DAY = 'public, max-age=86400';
// The sitemap changes as churches and videos do: crawlers may keep it an hour, no longer.
const SITEMAP_CACHE = 'public, max-age=3600, must-revalidate';

/** What a church's share picture shows (share-image.ts), from its row and first campus. */
export function shareCardOf(
  row: ChurchProfileRow,
  firstCampus: { city: string; state: string } | undefined,
): ShareCard {
  return {
    name: row.account.churchName || row.account.slug,
    place: firstCampus
      ? [firstCampus.city, firstCampus.state].filter((part) => part.trim() !== '').join(', ')
      : '',
    pictureKey: row.profile?.bannerKey ?? row.profile?.headshotKey ?? null,
  };
}

/** A church's first campus (the one its page lists first). */
export async function firstCampusOf(deps: Deps, accountId: number) {
  const [first] = await deps.db
    .select({ city: locations.city, state: locations.state })
    .from(locations)
    .where(eq(locations.accountId, accountId))
    .orderBy(asc(locations.id))
    .limit(1);
  return first;
}

const sendText = (reply: FastifyReply, type: string, body: string | Buffer, cache: string) =>
  reply.status(200).header('content-type', type).header('cache-control', cache).send(body);

/**
 * The files a site is asked for besides its pages (decision 083): robots.txt, the sitemap
 * (read from the database at each request), the icon in its forms and the web app manifest,
 * and each church's share picture, drawn once and kept in the store (decision 084).
 */
export function registerSiteFiles(scope: FastifyInstance, deps: Deps): void {
  scope.get('/robots.txt', (_request, reply) =>
    sendText(reply, 'text/plain; charset=utf-8', robotsTxt(deps.appUrl), DAY),
  );

  scope.get('/sitemap.xml', async (_request, reply) =>
    sendText(
      reply,
      'application/xml; charset=utf-8',
      sitemapXml(deps.appUrl, await sitemapPages(deps.db)),
      SITEMAP_CACHE,
    ),
  );

  scope.get('/favicon.svg', (_request, reply) => sendText(reply, 'image/svg+xml', ICON_SVG, DAY));
  scope.get('/favicon.ico', async (_request, reply) =>
    sendText(reply, 'image/x-icon', await faviconIco(), DAY),
  );
  for (const size of ICON_SIZES) {
    scope.get(`/icons/icon-${size}.png`, async (_request, reply) =>
      sendText(reply, 'image/png', await iconPng(size), DAY),
    );
    scope.get(`/icons/icon-${size}-maskable.png`, async (_request, reply) =>
      sendText(reply, 'image/png', await iconPng(size, true), DAY),
    );
  }
  scope.get('/manifest.webmanifest', (_request, reply) =>
    sendText(reply, 'application/manifest+json', webManifest(PRODUCT_NAME, 'Outreach'), DAY),
  );

  scope.get<{ Params: { slug: string } }>('/church/:slug/share.png', async (request, reply) => {
    const row = await publicChurchRow(deps.db, request.params.slug);
    if (!row) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('There is no such church.');
    }
    const key = await ensureShareImage(
      deps.storage,
      shareCardOf(row, await firstCampusOf(deps, row.account.id)),
    );
    const etag = `"${key.slice(0, 64)}"`;
    reply.header('etag', etag).header('cache-control', DAY);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const file = await deps.storage.get(key);
    if (!file) return reply.status(503).header('retry-after', '5').send();
    reply.type('image/png');
    if (file.size !== null) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
