import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { accounts, churchProfiles, videos } from '#server/db/schema.ts';
import { PUBLIC_VIDEO_KINDS } from '#server/videos/public-video.ts';
import { escapeHtml } from './html.ts';
import { LOCALE_TAGS, localized, PUBLIC_LOCALES } from './public-i18n.ts';

/** A sitemap holds at most 50,000 addresses; four languages per page make 12,500 pages. */
export const SITEMAP_MAX_PAGES = 12_500;

/** A page of the sitemap: its English path and when it last changed, if known. */
export type SitemapPage = { path: string; lastModified: Date | null };

/**
 * Every public page that answers 200 and may be indexed, read from the database as it is now:
 * the finder, each active church's page (publicChurchRow's rule) and each video page that
 * publicVideo would show (approved, of a kind with a page, playable, of an active church).
 * A waiting, blocked or unpaid video, a closed church: not here, as their pages are 404s.
 */
export async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const activeChurch = and(eq(accounts.kind, 'church'), eq(accounts.churchStatus, 'active'));
  const churches = await db
    .select({ slug: accounts.slug, updatedAt: churchProfiles.updatedAt })
    .from(accounts)
    .leftJoin(churchProfiles, eq(churchProfiles.accountId, accounts.id))
    .where(activeChurch)
    .orderBy(asc(accounts.id))
    .limit(SITEMAP_MAX_PAGES);
  const shown = await db
    .select({ slug: videos.slug, updatedAt: videos.updatedAt })
    .from(videos)
    .innerJoin(accounts, eq(accounts.id, videos.accountId))
    .where(
      and(
        activeChurch,
        isNotNull(videos.slug),
        eq(videos.status, 'approved'),
        inArray(videos.kind, PUBLIC_VIDEO_KINDS),
        or(isNotNull(videos.url), eq(videos.processing, 'ready')),
      ),
    )
    .orderBy(asc(videos.id))
    .limit(Math.max(0, SITEMAP_MAX_PAGES - churches.length - 1));
  return [
    { path: '/churches', lastModified: null },
    ...churches.map((church) => ({
      path: `/church/${encodeURIComponent(church.slug)}`,
      lastModified: church.updatedAt,
    })),
    ...shown.map((video) => ({
      path: `/v/${encodeURIComponent(video.slug ?? '')}`,
      lastModified: video.updatedAt,
    })),
  ];
}

/**
 * The sitemap (sitemaps.org 0.9): each page once per language, each naming its alternates in
 * the other languages and `x-default`, as Google reads hreflang from a sitemap.
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const url = (locale: (typeof PUBLIC_LOCALES)[number], path: string) =>
    escapeHtml(`${origin}${localized(locale, path)}`);
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...PUBLIC_LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${url(locale, page.path)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en', page.path)}"/>`,
    ].join('');
    const lastModified = page.lastModified
      ? `<lastmod>${page.lastModified.toISOString()}</lastmod>`
      : '';
    return PUBLIC_LOCALES.map(
      (locale) => `<url><loc>${url(locale, page.path)}</loc>${lastModified}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}
