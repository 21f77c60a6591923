import type { Db } from '#server/db/database.ts';
import type { Locale } from '#server/public/public-i18n.ts';
import type { PlayableVideo } from '#server/public/video-page.ts';

// What the player shows: the published categories with their answers and testimonials, in the
// visitor's language (English when an item has none in it). Read from player-admin's catalog.

export type CatalogItem = {
  slug: string;
  title: string;
  /** The answer's type (video, article, prayer) or 'testimonial'. */
  kind: string;
  /** The body as plain paragraphs (rich text is rendered as text here). */
  paragraphs: string[];
  /** The teller of a testimonial. */
  personName: string | null;
  video: PlayableVideo | null;
};

export type CatalogCategory = {
  slug: string;
  title: string;
  description: string;
  coverUrl: string | null;
  answers: CatalogItem[];
  testimonials: CatalogItem[];
};

/** The church's published catalog, in order. */
export async function publishedCatalog(
  _db: Db,
  _accountId: number,
  _locale: Locale,
): Promise<CatalogCategory[]> {
  return [];
}
