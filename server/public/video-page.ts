import type { ChurchProfile } from '#contract/church/churchProfile.ts';
import { welcomeVideoSource } from '#contract/church/churchProfile.ts';
import type { Campus, ContactFormState } from './church-page.ts';
import { campusesSection, contactForm, serviceTimesSection } from './church-page.ts';
import type { Html } from './html.ts';
import { markup } from './html.ts';
import { PROGRESS_SCRIPT } from './public-asset.ts';
import type { PageSeo } from './page-head.ts';
import type { Locale, Translate } from './public-i18n.ts';
import { localized } from './public-i18n.ts';

/** What the page plays: a processed file with its poster, or a YouTube or Vimeo player. */
export type PlayableVideo =
  | {
      source: 'file';
      fileUrl: string;
      posterUrl: string | null;
      width: number | null;
      height: number | null;
    }
  | { source: 'embed'; playerUrl: string };

export type VideoPageData = {
  slug: string;
  kind: 'welcome' | 'profile' | 'story';
  video: PlayableVideo;
  /** The story's teller, for a story. */
  personName: string | null;
  profile: ChurchProfile;
  campuses: readonly Campus[];
  /** Whether the visitor asked to play an embedded video (`?play=1`): only then is it loaded. */
  play: boolean;
  /** Where the form posts (this page's own address). */
  action: string;
  /**
   * Where the player reports how far it got, for a visitor who came from a card (decision 052);
   * null for everyone else, who gets no script.
   */
  progressUrl: string | null;
  form: ContactFormState;
};

/** The page's heading: whose video this is. */
export function videoTitle(
  data: Pick<VideoPageData, 'kind' | 'personName' | 'profile' | 'slug'>,
  t: Translate,
) {
  const church = data.profile.church_name || data.profile.account_slug;
  return data.kind === 'story'
    ? t('publicChurch.video.storyTitle', { name: data.personName ?? church, church })
    : t('publicChurch.video.welcomeTitle', { church });
}

const DEFAULT_WIDTH = 1280;
const DEFAULT_HEIGHT = 720;

function player(data: VideoPageData, title: string, t: Translate): Html {
  const { video } = data;
  if (video.source === 'file') {
    // preload="none": nothing of the video is fetched until the visitor presses play; the poster
    // is what the page shows first (and its largest paint).
    return markup`<video class="player" controls playsinline preload="none"${
      video.posterUrl ? markup` poster="${video.posterUrl}"` : ''
    }${
      data.progressUrl ? markup` data-progress="${data.progressUrl}"` : ''
    } width="${video.width ?? DEFAULT_WIDTH}" height="${video.height ?? DEFAULT_HEIGHT}" aria-label="${title}"><source src="${video.fileUrl}" type="video/mp4"><a href="${video.fileUrl}">${t('publicChurch.video.download')}</a></video>`;
  }
  const player = welcomeVideoSource(video.playerUrl);
  if (!player) return markup`<p>${t('publicChurch.video.cannotPlay')}</p>`;
  if (!data.play) {
    // No script on this page: the player (and everything YouTube or Vimeo load with it) comes
    // only after the visitor asks for it, by following this link.
    return markup`<a class="player poster" href="?play=1#video-title"><span class="play" aria-hidden="true"></span><span>${t('publicChurch.video.play')}</span></a>`;
  }
  const autoplay = `${player}${player.includes('?') ? '&' : '?'}autoplay=1`;
  return markup`<div class="video"><iframe src="${autoplay}" title="${title}" allow="autoplay; fullscreen; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin"></iframe></div>`;
}

/** The public page of a welcome, profile or story video (decision 039). */
export function videoPageMain(data: VideoPageData, locale: Locale, t: Translate): Html {
  const title = videoTitle(data, t);
  const church = data.profile.church_name || data.profile.account_slug;
  const churchPage = localized(locale, `/church/${encodeURIComponent(data.profile.account_slug)}`);
  return markup`<main class="video-page">
<h1 id="video-title">${title}</h1>
${player(data, title, t)}
<p class="church-link"><a href="${churchPage}">${t('publicChurch.video.aboutChurch', { church })}</a> · <a href="${`${churchPage}/testimony?from=video`}">${t('publicChurch.testimony.shareWith', { church })}</a></p>
<div class="columns">
${serviceTimesSection(data.profile.service_times, t)}
${campusesSection(data.campuses, locale, t)}
</div>
${contactForm(data.action, data.form, t, {
  titleKey: 'publicChurch.video.connectTitle',
  introKey: 'publicChurch.video.connectIntro',
})}
</main>`;
}

/**
 * What a shared link and a search engine learn of the page (page-head.ts): the church's
 * description, the poster as its picture, and the video itself where a preview can play it.
 */
export function videoPageSeo(
  data: Pick<VideoPageData, 'kind' | 'personName' | 'profile' | 'slug' | 'video'>,
  origin: string,
  t: Translate,
): PageSeo {
  const title = videoTitle(data, t);
  const church = data.profile.church_name || data.profile.account_slug;
  const { video } = data;
  const poster = video.source === 'file' && video.posterUrl ? video.posterUrl : null;
  return {
    origin,
    type: 'video.other',
    siteName: church,
    description: data.profile.description || t('publicChurch.video.description', { church }),
    image: poster
      ? {
          path: poster,
          width: video.source === 'file' ? (video.width ?? DEFAULT_WIDTH) : DEFAULT_WIDTH,
          height: video.source === 'file' ? (video.height ?? DEFAULT_HEIGHT) : DEFAULT_HEIGHT,
          alt: title,
        }
      : null,
    extra:
      video.source === 'file'
        ? markup`<meta property="og:video" content="${`${origin}${video.fileUrl}`}">
<meta property="og:video:type" content="video/mp4">${
            video.width && video.height
              ? markup`
<meta property="og:video:width" content="${video.width}">
<meta property="og:video:height" content="${video.height}">`
              : ''
          }`
        : markup`<meta property="og:video" content="${welcomeVideoSource(video.playerUrl) ?? ''}">
<meta property="og:video:type" content="text/html">`,
  };
}

/** The progress script, for a visitor who came from a card (decision 052); nothing for others. */
export function videoPageScript(data: Pick<VideoPageData, 'progressUrl'>): Html {
  return data.progressUrl ? markup`<script src="${PROGRESS_SCRIPT.url}" defer></script>` : markup``;
}
