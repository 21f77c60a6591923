import type { PlayerCatalogCategory, PlayerVideo } from '#contract/player/player.ts';
import type { Db } from '#server/db/database.ts';
import { playerCatalog } from '#server/player/catalog.ts';
import type { Locale } from '#server/public/public-i18n.ts';
import type { PlayableVideo } from '#server/public/video-page.ts';

// What the player's pages show, read from player-admin's catalog (decision 074): the published
// categories with their answers and testimonials, in the visitor's language (English where an
// item has none in it), shaped for the pages.

export type CatalogItem = {
  slug: string;
  title: string;
  /** The answer's type (video, article, prayer) or 'testimonial'. */
  kind: string;
  /** The language its texts are in (the page's, or English). */
  shownIn: Locale;
  /** Rich text sanitized by the catalog (decision 068's allow-list), or null. */
  bodyHtml: string | null;
  /** A written testimonial's words (plain text). */
  story: string;
  /** The teller of a testimonial. */
  personName: string | null;
  video: PlayableVideo | null;
  /** Our own poster picture (`/files/…`), shown by the facade; never YouTube's or Vimeo's. */
  posterUrl: string | null;
};

export type CatalogCategory = {
  slug: string;
  title: string;
  description: string;
  shownIn: Locale;
  coverUrl: string | null;
  answers: CatalogItem[];
  testimonials: CatalogItem[];
};

function playable(video: PlayerVideo | null): PlayableVideo | null {
  if (!video) return null;
  return video.source === 'file'
    ? { source: 'file', fileUrl: video.url, posterUrl: video.poster_url, width: null, height: null }
    : { source: 'embed', playerUrl: video.url };
}

function categoryOf(category: PlayerCatalogCategory): CatalogCategory {
  return {
    slug: category.slug,
    title: category.title,
    description: category.description,
    shownIn: category.shown_in,
    coverUrl: category.cover_url,
    answers: category.answers.map((answer) => ({
      slug: answer.slug,
      title: answer.title,
      kind: answer.answer_type,
      shownIn: answer.shown_in,
      bodyHtml: answer.body.trim() === '' ? null : answer.body,
      story: '',
      personName: null,
      video: playable(answer.video),
      posterUrl: answer.video?.poster_url ?? null,
    })),
    testimonials: category.testimonials.map((testimonial) => ({
      slug: testimonial.slug,
      title: testimonial.title,
      kind: 'testimonial',
      shownIn: testimonial.shown_in,
      bodyHtml: null,
      story: testimonial.story,
      personName: testimonial.first_name || null,
      video: playable(testimonial.video),
      posterUrl: testimonial.video?.poster_url ?? null,
    })),
  };
}

/** The published catalog as the church's player shows it, in order. */
export async function publishedCatalog(
  db: Db,
  accountId: number,
  locale: Locale,
  now: Date,
): Promise<CatalogCategory[]> {
  const catalog = await playerCatalog(db, { language: locale, account_id: accountId }, now);
  return catalog.categories.map(categoryOf);
}
