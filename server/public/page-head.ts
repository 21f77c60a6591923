import type { Html } from './html.ts';
import { markup } from './html.ts';
import type { Locale } from './public-i18n.ts';
import { LOCALE_TAGS, localized, PUBLIC_LOCALES } from './public-i18n.ts';

/** Open Graph's locale names (`language_TERRITORY`); a page names its own and the others. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_ES', fr: 'fr_FR', ko: 'ko_KR' };

/** A picture that stands for the page in a shared link, at this site (a path). */
export type ShareImage = { path: string; width: number; height: number; alt: string };

/**
 * What a search engine and a link preview learn of an indexable public page (decision 083):
 * its description in the page's language, and the rest derived from the page's path and
 * language. A page that is not indexed (a 404, a confirmation) has none.
 */
export type PageSeo = {
  /** Where the site is reached (`https://example.org`), for the absolute addresses. */
  origin: string;
  /** The meta description, in the page's language; trimmed to a snippet's length here. */
  description: string;
  /** `website`, or `video.other` for a video's page. */
  type?: 'website' | 'video.other';
  /** The page's query string that is part of what it is (the finder's search), with its `?`. */
  search?: string;
  /** The site's name for og:site_name (the church's, on its pages). */
  siteName?: string;
  image?: ShareImage | null;
  /** More of the head that only this kind of page has: a video's tags, structured data. */
  extra?: Html;
};

/** A search snippet shows about 155 characters: one line of text, cut at a word. */
export function snippet(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The page's address in a language, absolute. */
export function pageUrl(seo: Pick<PageSeo, 'origin' | 'search'>, locale: Locale, path: string) {
  return `${seo.origin}${localized(locale, path)}${seo.search ?? ''}`;
}

/**
 * The head of an indexable public page, in one place: description, canonical address (the page
 * itself, in its language), `hreflang` alternates for every language and `x-default` (the
 * unprefixed English page, which sends a person on to their language once: language-choice.ts),
 * and the Open Graph and Twitter tags.
 */
export function seoHead(seo: PageSeo, locale: Locale, path: string, title: string): Html {
  const description = snippet(seo.description);
  const self = pageUrl(seo, locale, path);
  const image = seo.image ? { ...seo.image, url: `${seo.origin}${seo.image.path}` } : null;
  return markup`<meta name="description" content="${description}">
<link rel="canonical" href="${self}">
${PUBLIC_LOCALES.map(
  (other) =>
    markup`<link rel="alternate" hreflang="${LOCALE_TAGS[other]}" href="${pageUrl(seo, other, path)}">
`,
)}<link rel="alternate" hreflang="x-default" href="${pageUrl(seo, 'en', path)}">
<meta property="og:type" content="${seo.type ?? 'website'}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${self}">
${seo.siteName ? markup`<meta property="og:site_name" content="${seo.siteName}">` : ''}
<meta property="og:locale" content="${OG_LOCALES[locale]}">
${PUBLIC_LOCALES.filter((other) => other !== locale).map(
  (other) => markup`<meta property="og:locale:alternate" content="${OG_LOCALES[other]}">
`,
)}${
    image
      ? markup`<meta property="og:image" content="${image.url}">
<meta property="og:image:width" content="${image.width}">
<meta property="og:image:height" content="${image.height}">
<meta property="og:image:alt" content="${image.alt}">
`
      : ''
  }<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
${
  image
    ? markup`<meta name="twitter:image" content="${image.url}">
<meta name="twitter:image:alt" content="${image.alt}">`
    : ''
}
${seo.extra ?? ''}`;
}
