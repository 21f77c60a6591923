import type { ReviewedVideo } from '#contract/videos/videoReview';
import type { Locale } from '#ds/i18n';
import type { ShownVideo } from '#screens/videos/types';
import { publicVideoUrl } from '#app/publicChurchPage';

/** A video of the review and stories calls as their screens show it. */
export function shownVideoOf(video: ReviewedVideo, locale: Locale): ShownVideo {
  return {
    id: video.id,
    kind: video.kind,
    status: video.status,
    churchName: video.church_name,
    personName: video.person_name,
    playUrl: video.play_url,
    source: video.source,
    posterUrl: video.poster_url,
    createdAt: video.created_at,
    // Only an approved video has a public page.
    publicHref: video.status === 'approved' ? (publicVideoUrl(video.slug, locale) ?? null) : null,
  };
}
