import type { ChurchProfile } from '#contract/church/churchProfile.ts';
import type { FoundChurch } from '#contract/connections/churches.ts';
import { welcomeVideoSource } from '#contract/church/churchProfile.ts';
import type { ContactError, ContactField, ContactValues } from './contact-form.ts';
import { CONTACT_LIMITS, HONEYPOT_FIELD, STARTED_FIELD } from './contact-form.ts';
import type { Html } from './html.ts';
import { markup, safeUrl } from './html.ts';
import type { PageSeo } from './page-head.ts';
import { seoHead } from './page-head.ts';
import type { Locale, Translate } from './public-i18n.ts';
import { LOCALE_TAGS, localized, PUBLIC_LOCALES } from './public-i18n.ts';

export type Campus = {
  name: string;
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
};

export type ContactFormState = {
  values: ContactValues;
  errors: Partial<Record<ContactField, ContactError>>;
  /** A message about the whole form (too many messages, an expired form). */
  formError?: string | undefined;
  /** The signed timestamp of this rendering (contact-form.ts). */
  started: string;
};

export type PageFrame = {
  locale: Locale;
  t: Translate;
  title: string;
  /** The stylesheet's address (with its content hash). */
  stylesheet: string;
  /** The same page's path in English, for the language links (`/church/x`). */
  path: string;
  /** What the finder's search box holds (on the finder page, the search made). */
  query?: string;
  /** noindex for pages that only confirm or refuse something. */
  noindex?: boolean;
  /** More of the head: a page's own tags (a script, a challenge's). */
  head?: Html;
  /** An indexable page's description, image and structured data (page-head.ts). */
  seo?: PageSeo | undefined;
};

/** The outer document: language links, one stylesheet, no script. */
export function pageDocument(frame: PageFrame, main: Html): Html {
  const { locale, t } = frame;
  return markup`<!doctype html>
<html lang="${LOCALE_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${frame.title}</title>
${frame.noindex ? markup`<meta name="robots" content="noindex">` : ''}
${frame.seo && !frame.noindex ? seoHead(frame.seo, locale, frame.path, frame.title) : ''}
${frame.head ?? ''}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="stylesheet" href="${frame.stylesheet}">
</head>
<body>
<header class="top">
${searchBox(locale, t, frame.query ?? '')}
<nav aria-label="${t('publicChurch.languages')}" class="languages">
<ul>${PUBLIC_LOCALES.map(
    (other) =>
      markup`<li><a href="${localized(other, frame.path)}" hreflang="${LOCALE_TAGS[other]}" lang="${LOCALE_TAGS[other]}"${
        other === locale ? markup` aria-current="page"` : ''
      }>${t(`publicChurch.languageNames.${other}`)}</a></li>`,
  )}</ul>
</nav>
</header>
${main}
<footer class="foot"><p>${t('publicChurch.footer')}</p></footer>
</body>
</html>
`;
}

/** Multi-line text as it was typed: paragraphs kept by CSS (white-space: pre-line). */
const lines = (text: string) => markup`<p class="lines">${text}</p>`;

function externalLink(url: string, label: string): Html | '' {
  if (!url) return '';
  return markup`<li><a href="${safeUrl(url)}" rel="noopener noreferrer nofollow">${label}</a></li>`;
}

function campusItem(campus: Campus, locale: Locale, t: Translate): Html {
  let country = campus.country;
  try {
    country =
      new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' }).of(campus.country) ??
      campus.country;
  } catch {
    // an unknown code is shown as it is
  }
  const map =
    campus.latitude !== null && campus.longitude !== null
      ? markup`<a class="map" href="${`https://www.openstreetmap.org/?mlat=${campus.latitude}&mlon=${campus.longitude}#map=16/${campus.latitude}/${campus.longitude}`}" rel="noopener noreferrer">${t('publicChurch.campuses.map')}</a>`
      : '';
  return markup`<li class="campus"><h3>${campus.name}</h3>
<address>${campus.address}<br>${campus.address2 ? markup`${campus.address2}<br>` : ''}${campus.city}, ${campus.state} ${campus.zipCode}<br>${country}</address>${map}</li>`;
}

function field(
  t: Translate,
  state: ContactFormState,
  name: ContactField,
  control: (describedBy: string | undefined, invalid: boolean) => Html,
): Html {
  const error = state.errors[name];
  const errorId = `contact-${name}-error`;
  return markup`<div class="field${error ? ' invalid' : ''}">
<label for="contact-${name}">${t(`publicChurch.form.${name}`)}</label>
${error ? markup`<p class="error" id="${errorId}">${t(`publicChurch.form.errors.${error}`)}</p>` : ''}
${control(error ? errorId : undefined, Boolean(error))}
</div>`;
}

/** The contact form; its heading and introduction may be the page's own (`titleKey`, `introKey`). */
export function contactForm(
  action: string,
  state: ContactFormState,
  t: Translate,
  { titleKey = 'publicChurch.form.title', introKey = 'publicChurch.form.intro' } = {},
): Html {
  const { values } = state;
  const described = (id: string | undefined, invalid: boolean) =>
    markup`${id ? markup` aria-describedby="${id}"` : ''}${invalid ? markup` aria-invalid="true"` : ''}`;
  const errorCount = Object.keys(state.errors).length;
  return markup`<section class="contact" aria-labelledby="contact-title">
<h2 id="contact-title">${t(titleKey)}</h2>
<p>${t(introKey)}</p>
${
  state.formError || errorCount > 0
    ? markup`<div class="alert" role="alert"><p>${state.formError ?? t('publicChurch.form.errors.summary', { count: errorCount })}</p></div>`
    : ''
}
<form method="post" action="${action}#contact-title" novalidate>
${field(t, state, 'name', (id, invalid) => markup`<input id="contact-name" name="name" type="text" autocomplete="name" required maxlength="${CONTACT_LIMITS.name}" value="${values.name}"${described(id, invalid)}>`)}
${field(t, state, 'email', (id, invalid) => markup`<input id="contact-email" name="email" type="email" autocomplete="email" required maxlength="${CONTACT_LIMITS.email}" value="${values.email}"${described(id, invalid)}>`)}
${field(t, state, 'subject', (id, invalid) => markup`<input id="contact-subject" name="subject" type="text" required maxlength="${CONTACT_LIMITS.subject}" value="${values.subject}"${described(id, invalid)}>`)}
${field(t, state, 'message', (id, invalid) => markup`<textarea id="contact-message" name="message" rows="6" required maxlength="${CONTACT_LIMITS.message}"${described(id, invalid)}>${values.message}</textarea>`)}
<div class="trap" aria-hidden="true"><label for="contact-${HONEYPOT_FIELD}">${t('publicChurch.form.honeypot')}</label><input id="contact-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" value=""></div>
<input type="hidden" name="${STARTED_FIELD}" value="${state.started}">
<button type="submit">${t('publicChurch.form.send')}</button>
</form>
</section>`;
}

/** The church's campuses with their addresses and map links, if it has any. */
export function campusesSection(campuses: readonly Campus[], locale: Locale, t: Translate) {
  return campuses.length > 0
    ? markup`<section aria-labelledby="campuses-title"><h2 id="campuses-title">${t('publicChurch.campuses.title')}</h2><ul class="campuses">${campuses.map((campus) => campusItem(campus, locale, t))}</ul></section>`
    : '';
}

/** The service times as the church typed them, if it did. */
export function serviceTimesSection(serviceTimes: string, t: Translate) {
  return serviceTimes
    ? markup`<section aria-labelledby="times-title"><h2 id="times-title">${t('publicChurch.serviceTimes')}</h2>${lines(serviceTimes)}</section>`
    : '';
}

export type ChurchPageData = {
  profile: ChurchProfile;
  campuses: readonly Campus[];
  /** Where the contact form posts (this page's own address). */
  action: string;
  form: ContactFormState;
  /** Its approved testimonials and the way to share one (testimony-page.ts). */
  testimonials?: Html;
};

/** The church's public page: profile, service times, campuses, welcome video, contact form. */
export function churchPageMain(
  { profile, campuses, action, form, testimonials }: ChurchPageData,
  locale: Locale,
  t: Translate,
): Html {
  const video =
    welcomeVideoSource(profile.welcome_video_embed) ?? welcomeVideoSource(profile.video_embed_url);
  const name = profile.church_name || profile.account_slug;
  const links = [
    externalLink(profile.church_website, t('publicChurch.links.website')),
    externalLink(profile.facebook_url, t('publicChurch.links.facebook')),
    externalLink(profile.twitter_url, t('publicChurch.links.twitter')),
  ].filter(Boolean);
  return markup`<main>
${
  profile.banner_url
    ? markup`<img class="banner" src="${safeUrl(profile.banner_url)}" alt="" width="1600" height="600">`
    : ''
}
<div class="intro">
${
  profile.headshot_url
    ? markup`<img class="headshot" src="${safeUrl(profile.headshot_url)}" alt="${profile.counselling_pastor ? t('publicChurch.headshotOf', { name: profile.counselling_pastor }) : t('publicChurch.headshot')}" width="200" height="200">`
    : ''
}
<div>
<h1>${name}</h1>
${profile.description ? lines(profile.description) : markup`<p>${t('publicChurch.noDescription')}</p>`}
${
  profile.donation_url
    ? markup`<p><a class="button" href="${safeUrl(profile.donation_url)}" rel="noopener noreferrer nofollow">${t('publicChurch.donate')}</a></p>`
    : ''
}
</div>
</div>
${
  video
    ? markup`<section aria-labelledby="video-title"><h2 id="video-title">${t('publicChurch.welcomeVideo')}</h2>
<div class="video"><iframe src="${video}" title="${t('publicChurch.welcomeVideoOf', { name })}" loading="lazy" allow="fullscreen; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin"></iframe></div></section>`
    : ''
}
<div class="columns">
${serviceTimesSection(profile.service_times, t)}
<section aria-labelledby="contact-details-title"><h2 id="contact-details-title">${t('publicChurch.contactDetails')}</h2>
${profile.contact_details ? lines(profile.contact_details) : ''}
${profile.church_address ? markup`<address>${profile.church_address}</address>` : ''}
${profile.church_phone ? markup`<p><a href="${`tel:${profile.church_phone.replace(/[^\d+]/g, '')}`}">${profile.church_phone}</a></p>` : ''}
${links.length > 0 ? markup`<ul class="links">${links}</ul>` : ''}
${
  profile.counselling_pastor || profile.counselling_email
    ? markup`<h3>${t('publicChurch.counselling')}</h3><p>${profile.counselling_pastor}${
        profile.counselling_email
          ? markup`${profile.counselling_pastor ? markup`<br>` : ''}<a href="${`mailto:${profile.counselling_email}`}">${profile.counselling_email}</a>`
          : ''
      }</p>`
    : ''
}
</section>
</div>
${campusesSection(campuses, locale, t)}
${testimonials ?? ''}
${contactForm(action, form, t)}
</main>`;
}

/** The page after a message was sent. */
export function sentMain(churchName: string, back: string, t: Translate): Html {
  return markup`<main class="narrow"><h1>${t('publicChurch.sent.title')}</h1>
<p role="status">${t('publicChurch.sent.body', { church: churchName })}</p>
<p><a href="${back}">${t('publicChurch.sent.back', { church: churchName })}</a></p></main>`;
}

/** A page that only says something: no church here, or a failure. */
export function messageMain(title: string, body: string): Html {
  return markup`<main class="narrow"><h1>${title}</h1>
<p>${body}</p></main>`;
}

/** The finder's search box: a plain GET form, so it works with no script. */
export function searchBox(locale: Locale, t: Translate, query: string): Html {
  return markup`<form class="search" role="search" method="get" action="${localized(locale, '/churches')}">
<label for="finder-q">${t('publicChurch.finder.label')}</label>
<div class="search-row"><input id="finder-q" name="q" type="search" maxlength="100" value="${query}"><button type="submit">${t('publicChurch.finder.search')}</button></div>
</form>`;
}

function foundChurch(church: FoundChurch, locale: Locale): Html {
  const places = [...new Set(church.campuses.map((campus) => `${campus.city}, ${campus.state}`))];
  return markup`<li class="campus"><h2><a href="${localized(locale, `/church/${encodeURIComponent(church.slug)}`)}">${church.name}</a></h2>${
    places.length > 0 ? markup`<p>${places.join(' · ')}</p>` : ''
  }</li>`;
}

/** The church finder for the public: a search and the churches it found. */
export function finderMain(
  query: string,
  churches: readonly FoundChurch[],
  locale: Locale,
  t: Translate,
): Html {
  return markup`<main class="narrow"><h1>${t('publicChurch.finder.title')}</h1>
${
  query === ''
    ? markup`<p>${t('publicChurch.finder.intro')}</p>`
    : churches.length === 0
      ? markup`<p role="status">${t('publicChurch.finder.none', { query })}</p>`
      : markup`<p role="status">${t('publicChurch.finder.count', { count: churches.length })}</p><ul class="campuses">${churches.map((church) => foundChurch(church, locale))}</ul>`
}
</main>`;
}
