import { array, literal, nullable, object, optional, refine, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Count, IsoDateTime, queryInteger } from '#contract/validation.ts';

// The website player's embeds (issue 26, decision 075): a church's generated embed, the code it
// yields and the oEmbed answer. The code is built here, so that the generator's preview, its
// copied text and the server's oEmbed `html` are one and the same markup.

/** The longest website or donation address kept. */
export const EMBED_URL_MAX = 500;

/** An https address with a host, no user or password, at most EMBED_URL_MAX characters. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > EMBED_URL_MAX || value.trim() !== value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The origin a website address is framed from (`https://gracechurch.org`). */
export const originOf = (value: string) => new URL(value).origin;

export const HttpsUrl = refine(string(), 'https_url', (value) =>
  isHttpsUrl(value) ? true : 'Enter a full web address starting with https://.',
);

/** An embed's public id: 12 letters and digits, random (never the row's number). */
export const EMBED_ID_PATTERN = /^[a-z0-9]{12}$/;
export const EmbedId = refine(string(), 'embed_id', (value) =>
  EMBED_ID_PATTERN.test(value) ? true : 'Not an embed id.',
);

/** A category as the generator offers it. */
export const EmbedCategory = object({ slug: string(), title: string() });
export type EmbedCategory = Infer<typeof EmbedCategory>;

/** The church's embed: where it is shown, the category it opens on and the donation link. */
export const PlayerEmbed = object({
  id: EmbedId,
  website_url: string(),
  /** The origin its pages may be framed from (`frame-ancestors`), from website_url. */
  website_origin: string(),
  /** The category the main code opens on; null for all categories. */
  category_slug: nullable(string()),
  donation_url: nullable(string()),
  updated_at: IsoDateTime,
});
export type PlayerEmbed = Infer<typeof PlayerEmbed>;

export const PlayerEmbedRequest = object({});
/** What the generator needs: the church's embed (null before the first save) and the categories. */
export const PlayerEmbedResponse = object({
  embed: nullable(PlayerEmbed),
  church_name: string(),
  categories: array(EmbedCategory),
  /** This server's origin, where the player's pages and the loader live. */
  player_origin: string(),
});
export type PlayerEmbedResponse = Infer<typeof PlayerEmbedResponse>;

export const SavePlayerEmbedRequest = object({
  website_url: HttpsUrl,
  category_slug: nullable(string()),
  donation_url: nullable(HttpsUrl),
});
export type SavePlayerEmbedRequest = Infer<typeof SavePlayerEmbedRequest>;

/** oEmbed 1.0 (https://oembed.com): the consumer's question. Only JSON is answered. */
export const OEmbedQuery = object({
  url: string(),
  format: optional(literal('json')),
  maxwidth: optional(queryInteger(1, 10_000)),
  maxheight: optional(queryInteger(1, 10_000)),
});
export type OEmbedQuery = Infer<typeof OEmbedQuery>;

/** oEmbed 1.0's answer of type video: html, width and height are required. */
export const OEmbedResponse = object({
  version: literal('1.0'),
  type: literal('video'),
  title: string(),
  author_name: string(),
  author_url: string(),
  provider_name: string(),
  provider_url: string(),
  cache_age: Count,
  html: string(),
  width: Count,
  height: Count,
});
export type OEmbedResponse = Infer<typeof OEmbedResponse>;

/** The iframe's size when nothing else decides it: 16:9. */
export const EMBED_WIDTH = 640;
export const EMBED_HEIGHT = 360;

/** Where the player's pages and script live. */
export const embedPath = (embedId: string, categorySlug: string | null = null) =>
  categorySlug ? `/embed/${embedId}/${encodeURIComponent(categorySlug)}` : `/embed/${embedId}`;

export const LOADER_PATH = '/embed/loader.js';

const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The iframe that shows the player: an explicit closing tag (a self-closing one breaks
 * WordPress), a title, lazy loading, the referrer policy YouTube needs, fullscreen and autoplay,
 * and 16:9 at any width by CSS alone. No script.
 */
export function embedFrame(
  origin: string,
  embedId: string,
  categorySlug: string | null,
  title: string,
  size: { width: number; height: number } = { width: EMBED_WIDTH, height: EMBED_HEIGHT },
): string {
  const src = `${origin}${embedPath(embedId, categorySlug)}`;
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" width="${size.width}" height="${size.height}"` +
    ` style="display:block;width:100%;max-width:100%;height:auto;aspect-ratio:16/9;border:0"` +
    ` loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allow="fullscreen; autoplay"` +
    ` allowfullscreen data-outreach-embed="${attribute(embedId)}"></iframe>`
  );
}

/** The optional loader, after the iframe: the frame's height then follows its content. */
export function loaderTag(origin: string): string {
  return `<script src="${attribute(`${origin}${LOADER_PATH}`)}" async></script>`;
}

/** The code to copy: the iframe alone, or the iframe and the loader. */
export function embedCode(
  origin: string,
  embedId: string,
  categorySlug: string | null,
  title: string,
  withLoader: boolean,
): string {
  const frame = embedFrame(origin, embedId, categorySlug, title);
  return withLoader ? `${frame}\n${loaderTag(origin)}` : frame;
}

/** The message the player's pages post to the loader: the document's height in CSS pixels. */
export const HEIGHT_MESSAGE = 'outreach-embed:height';
