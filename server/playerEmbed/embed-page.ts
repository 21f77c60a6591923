import { welcomeVideoSource } from '#contract/church/churchProfile.ts';
import type { ContactFormState } from '#server/public/church-page.ts';
import { contactForm } from '#server/public/church-page.ts';
import { Html, markup, safeUrl } from '#server/public/html.ts';
import { PROGRESS_SCRIPT, STYLESHEET } from '#server/public/public-asset.ts';
import type { Locale, Translate } from '#server/public/public-i18n.ts';
import { LOCALE_TAGS, localized, PUBLIC_LOCALES } from '#server/public/public-i18n.ts';
import type { CatalogCategory, CatalogItem } from './catalog.ts';
import { EMBED_STYLESHEET, HEIGHT_SCRIPT } from './embed-assets.ts';

// The website player's pages (issue 26, decision 075), rendered here as HTML like the public
// video page: no script before play (a link stands in for the player), every value escaped.

/** What every player page knows: the embed, the church and the way its links are written. */
export type EmbedPageContext = {
  locale: Locale;
  t: Translate;
  embedId: string;
  church: string;
  /** The church's website, which frames the player (`frame-ancestors`) and gets the heights. */
  websiteOrigin: string;
  donationUrl: string | null;
  /** Whether the loader asked for the page's height (`?h=1`): kept on every link. */
  autoHeight: boolean;
  /** This server's origin, for the oEmbed discovery link. */
  origin: string;
};

/** A player path in the page's language, with `h=1` kept and more parameters. */
export function embedHref(
  context: Pick<EmbedPageContext, 'locale' | 'embedId' | 'autoHeight'>,
  rest = '',
  params: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ ...(context.autoHeight ? { h: '1' } : {}), ...params });
  const search = query.toString();
  return `${localized(context.locale, `/embed/${context.embedId}${rest}`)}${search ? `?${search}` : ''}`;
}

export const categoryRest = (category: string) => `/${encodeURIComponent(category)}`;
export const itemRest = (category: string, kind: 'a' | 't', slug: string) =>
  `${categoryRest(category)}/${kind}/${encodeURIComponent(slug)}`;

/** The outer document: the language links, the stylesheets, the discovery link. */
export function embedDocument(
  context: EmbedPageContext,
  page: { title: string; rest: string; main: Html; scripts?: Html; noindex?: boolean },
): Html {
  const { locale, t } = context;
  const pageUrl = `${context.origin}${localized(locale, `/embed/${context.embedId}${page.rest}`)}`;
  const oembed = `${context.origin}/api/v1/oembed?${new URLSearchParams({ url: pageUrl, format: 'json' }).toString()}`;
  return markup`<!doctype html>
<html lang="${LOCALE_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<meta name="robots" content="noindex">
<link rel="alternate" type="application/json+oembed" href="${oembed}" title="${page.title}">
<link rel="stylesheet" href="${STYLESHEET.url}">
<link rel="stylesheet" href="${EMBED_STYLESHEET.url}">
${context.autoHeight ? markup`<script src="${HEIGHT_SCRIPT.url}" data-origin="${context.websiteOrigin}" defer></script>` : ''}
${page.scripts ?? ''}
</head>
<body class="embed">
<header class="embed-top">
<p class="embed-church">${context.church}</p>
<nav aria-label="${t('publicChurch.languages')}" class="languages"><ul>${PUBLIC_LOCALES.map(
    (other) =>
      markup`<li><a href="${embedHref({ ...context, locale: other }, page.rest)}" hreflang="${LOCALE_TAGS[other]}" lang="${LOCALE_TAGS[other]}"${
        other === locale ? markup` aria-current="page"` : ''
      }>${t(`publicChurch.languageNames.${other}`)}</a></li>`,
  )}</ul></nav>
</header>
${page.main}
</body>
</html>
`;
}

function donation(context: EmbedPageContext): Html | '' {
  if (!context.donationUrl) return '';
  return markup`<p class="embed-give"><a class="button" href="${safeUrl(context.donationUrl)}" target="_blank" rel="noopener noreferrer">${context.t('publicChurch.player.give')}<span class="visually-hidden"> ${context.t('publicChurch.player.newTab')}</span></a></p>`;
}

function cover(url: string | null): Html | '' {
  return url
    ? markup`<img class="embed-cover" src="${safeUrl(url)}" alt="" width="320" height="180" loading="lazy">`
    : '';
}

function itemLinks(
  context: EmbedPageContext,
  category: string,
  kind: 'a' | 't',
  items: readonly CatalogItem[],
): Html {
  return markup`<ul class="embed-items">${items.map(
    (item) =>
      markup`<li><a href="${embedHref(context, itemRest(category, kind, item.slug))}"><span class="embed-kind">${kindLabel(context.t, item)}</span> ${item.title}${
        item.personName ? markup` <span class="embed-person">${item.personName}</span>` : ''
      }</a></li>`,
  )}</ul>`;
}

function kindLabel(t: Translate, item: CatalogItem): string {
  const key = `publicChurch.player.kinds.${item.kind}`;
  const label = t(key);
  return label === key ? item.kind : label;
}

/** Every category of the church: the "all categories" embed. */
export function indexMain(
  context: EmbedPageContext,
  categories: readonly CatalogCategory[],
  form: Html,
): Html {
  const { t } = context;
  return markup`<main class="embed-main">
<h1>${t('publicChurch.player.allTitle', { church: context.church })}</h1>
${donation(context)}
${
  categories.length === 0
    ? markup`<p>${t('publicChurch.player.empty')}</p>`
    : markup`<ul class="embed-categories">${categories.map(
        (category) =>
          markup`<li><a href="${embedHref(context, categoryRest(category.slug))}">${cover(category.coverUrl)}<span class="embed-category-title">${category.title}</span></a>${
            category.description ? markup`<p>${category.description}</p>` : ''
          }</li>`,
      )}</ul>`
}
${form}
</main>`;
}

/** One category: its description, answers and testimonials. */
export function categoryMain(
  context: EmbedPageContext,
  category: CatalogCategory,
  showAllLink: boolean,
  form: Html,
): Html {
  const { t } = context;
  return markup`<main class="embed-main">
${showAllLink ? markup`<p class="embed-back"><a href="${embedHref(context)}">${t('publicChurch.player.allCategories')}</a></p>` : ''}
<h1>${category.title}</h1>
${category.description ? markup`<p>${category.description}</p>` : ''}
${donation(context)}
<section aria-labelledby="answers-title"><h2 id="answers-title">${t('publicChurch.player.answers')}</h2>
${category.answers.length > 0 ? itemLinks(context, category.slug, 'a', category.answers) : markup`<p>${t('publicChurch.player.noAnswers')}</p>`}
</section>
${
  category.testimonials.length > 0
    ? markup`<section aria-labelledby="testimonials-title"><h2 id="testimonials-title">${t('publicChurch.player.testimonials')}</h2>
${itemLinks(context, category.slug, 't', category.testimonials)}</section>`
    : ''
}
${form}
</main>`;
}

/** The player: before play a link (no script, nothing from YouTube or Vimeo); after, the video. */
function player(
  context: EmbedPageContext,
  item: CatalogItem,
  play: boolean,
  playHref: string,
  progressUrl: string,
): Html | '' {
  const { t } = context;
  const { video } = item;
  if (!video) return '';
  if (!play) {
    const poster = item.posterUrl;
    return markup`<a class="embed-player embed-facade" href="${playHref}">${
      poster ? markup`<img src="${safeUrl(poster)}" alt="" width="640" height="360">` : ''
    }<span class="embed-play" aria-hidden="true"></span><span class="embed-play-label">${t('publicChurch.player.play', { title: item.title })}</span></a>`;
  }
  if (video.source === 'file') {
    return markup`<video class="embed-player" controls autoplay playsinline preload="auto"${
      video.posterUrl ? markup` poster="${safeUrl(video.posterUrl)}"` : ''
    } data-progress="${progressUrl}" aria-label="${item.title}"><source src="${safeUrl(video.fileUrl)}" type="video/mp4"><a href="${safeUrl(video.fileUrl)}">${t('publicChurch.video.download')}</a></video>`;
  }
  const source = welcomeVideoSource(video.playerUrl);
  if (!source) return markup`<p>${t('publicChurch.video.cannotPlay')}</p>`;
  const autoplay = `${source}${source.includes('?') ? '&' : '?'}autoplay=1`;
  return markup`<div class="embed-player"><iframe src="${autoplay}" title="${item.title}" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe></div>`;
}

/** Whether a playing item needs the progress script (only our own files report their quarters). */
export const playsFile = (item: CatalogItem, play: boolean) =>
  play && item.video?.source === 'file';

/** An answer or a testimonial: the player, its words, the gift and the form. */
export function itemMain(
  context: EmbedPageContext,
  category: CatalogCategory,
  item: CatalogItem,
  kind: 'a' | 't',
  play: boolean,
  form: Html,
): Html {
  const { t } = context;
  const rest = itemRest(category.slug, kind, item.slug);
  const playHref = `${embedHref(context, rest, { play: '1' })}#item-title`;
  const progressUrl = embedHref(context, '/watched');
  return markup`<main class="embed-main">
<p class="embed-back"><a href="${embedHref(context, categoryRest(category.slug))}">${t('publicChurch.player.backTo', { category: category.title })}</a></p>
<h1 id="item-title">${item.title}</h1>
${item.personName ? markup`<p class="embed-person">${t('publicChurch.player.storyOf', { name: item.personName })}</p>` : ''}
${player(context, item, play, playHref, progressUrl)}
${item.bodyHtml ? markup`<div class="embed-body" lang="${LOCALE_TAGS[item.shownIn]}">${new Html(item.bodyHtml)}</div>` : ''}
${item.story ? markup`<p class="lines">${item.story}</p>` : ''}
${donation(context)}
${form}
</main>`;
}

/** The contact form of the player's pages: posted to the embed's own address. */
export function embedContactForm(context: EmbedPageContext, state: ContactFormState): Html {
  return contactForm(embedHref(context, '/contact'), state, context.t, {
    titleKey: 'publicChurch.player.contactTitle',
    introKey: 'publicChurch.player.contactIntro',
  });
}

/** The script tag of a playing file's progress reports (decision 052's script, reused). */
export const progressScript = markup`<script src="${PROGRESS_SCRIPT.url}" defer></script>`;
