import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '#contract/endpoints.ts';
import type { OEmbedQuery, OEmbedResponse } from '#contract/playerEmbed/embeds.ts';
import { EMBED_ID_PATTERN, EMBED_WIDTH, embedFrame } from '#contract/playerEmbed/embeds.ts';
import type { Role } from '#contract/roles.ts';
import { accounts } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { notFound, validationFailed } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import { localeOfPrefix, translator } from '#server/public/public-i18n.ts';
import { publishedCatalog } from './catalog.ts';
import { embedByPublicId, embedOf, embedOfAccount, saveEmbed } from './embed-store.ts';

/** Who makes the church's website player: the pastor menu's roles (spec section 6). */
export const EMBED_ROLES = [
  'evangelism',
  'website',
  'discipleship',
] as const satisfies readonly Role[];

/** The embed, category and language a player page's address names, or null. */
export function playerAddressOf(
  origin: string,
  url: string,
): {
  embedId: string;
  categorySlug: string | null;
  locale: ReturnType<typeof localeOfPrefix>;
} | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  const match = /^(?:\/(es|fr|ko))?\/embed\/([a-z0-9]{12})(?:\/([a-z0-9-]{1,100}))?\/?$/.exec(
    parsed.pathname,
  );
  if (!match || !EMBED_ID_PATTERN.test(match[2] ?? '')) return null;
  return {
    embedId: match[2] ?? '',
    categorySlug: match[3] ?? null,
    locale: match[1] ? localeOfPrefix(match[1]) : 'en',
  };
}

/** The oEmbed size: 640×360 unless the consumer asks for less, always 16:9. */
export function oembedSize(query: Pick<OEmbedQuery, 'maxwidth' | 'maxheight'>) {
  let width = Math.min(EMBED_WIDTH, query.maxwidth ?? EMBED_WIDTH);
  if (query.maxheight !== undefined)
    width = Math.min(width, Math.floor((query.maxheight * 16) / 9));
  width = Math.max(width, 16);
  return { width, height: Math.round((width * 9) / 16) };
}

export function registerPlayerEmbedRoutes(app: FastifyInstance, deps: Deps): void {
  const origin = deps.appUrl;

  defineRoute(app, deps, {
    endpoint: endpoints.playerEmbed,
    access: EMBED_ROLES,
    handler: async ({ user }) => {
      const [row, [account], catalog] = await Promise.all([
        embedOfAccount(deps.db, user.accountId),
        deps.db
          .select({ churchName: accounts.churchName, slug: accounts.slug })
          .from(accounts)
          .where(eq(accounts.id, user.accountId)),
        publishedCatalog(deps.db, user.accountId, 'en', deps.clock.now()),
      ]);
      return {
        embed: row ? embedOf(row) : null,
        church_name: account?.churchName || account?.slug || '',
        categories: catalog.map((category) => ({ slug: category.slug, title: category.title })),
        player_origin: origin,
      };
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.savePlayerEmbed,
    access: EMBED_ROLES,
    handler: async ({ user, body }) => {
      if (body.category_slug !== null) {
        const catalog = await publishedCatalog(deps.db, user.accountId, 'en', deps.clock.now());
        if (!catalog.some((category) => category.slug === body.category_slug)) {
          throw validationFailed({ category_slug: 'Choose one of the published categories.' });
        }
      }
      return embedOf(await saveEmbed(deps.db, user.accountId, body, deps.clock.now()));
    },
  });

  defineRoute(app, deps, {
    endpoint: endpoints.oembed,
    access: 'public',
    handler: async ({ body }): Promise<OEmbedResponse> => {
      const address = playerAddressOf(origin, body.url);
      const found = address && (await embedByPublicId(deps.db, address.embedId));
      if (!address || !found) throw notFound('No player lives at this address.');
      const t = translator(address.locale ?? 'en');
      const church = found.churchName || found.slug;
      const category = address.categorySlug
        ? (
            await publishedCatalog(
              deps.db,
              found.embed.accountId,
              address.locale ?? 'en',
              deps.clock.now(),
            )
          ).find((item) => item.slug === address.categorySlug)
        : undefined;
      if (address.categorySlug && !category) throw notFound('No player lives at this address.');
      const title = category
        ? t('publicChurch.player.categoryFrameTitle', { church, category: category.title })
        : t('publicChurch.player.frameTitle', { church });
      const size = oembedSize(body);
      return {
        version: '1.0',
        type: 'video',
        title,
        author_name: church,
        author_url: found.embed.websiteUrl,
        provider_name: t('publicChurch.player.provider'),
        provider_url: origin,
        cache_age: 3600,
        html: embedFrame(origin, address.embedId, address.categorySlug, title, size),
        ...size,
      };
    },
  });
}
