import {
  array,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
import { APP_LOCALES } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';
import { Id, IsoDateTime } from '#contract/validation.ts';

// The website video player's content (issue 26, decision 074): the admin's categories, the
// answers under each (content items of kind `answer`, decision 068) and the testimonials
// attached to each. The admin writes them through resources (playerResources.ts); the public
// player reads them through `playerCatalog` (server/player/catalog.ts), typed here.

/** Where a category or a testimonial stands: only published ones reach the public player. */
export const PLAYER_STATUSES = ['draft', 'published'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** What an answer is (spec: answer type): a video answer, an article or a prayer. */
export const ANSWER_TYPES = ['video', 'article', 'prayer'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** What a testimonial shows: an approved Jesus story video, or a church's consented story. */
export const PLAYER_TESTIMONIAL_SOURCES = ['story_video', 'testimonial'] as const;
export type PlayerTestimonialSource = (typeof PLAYER_TESTIMONIAL_SOURCES)[number];

export const PLAYER_LIMITS = {
  title: 200,
  description: 1_000,
} as const;

/** Every text of a category or a testimonial exists in each language: `title_ko`… */
export type PlayerTextField = 'title' | 'description';
export const playerTextField = <F extends PlayerTextField>(field: F, language: AppLocale) =>
  `${field}_${language}` as `${F}_${AppLocale}`;

const maxText = (max: number) =>
  refine(string(), 'text', (value) =>
    value.length <= max ? true : `Use at most ${max} characters.`,
  );
export const PlayerTitle = maxText(PLAYER_LIMITS.title);
export const PlayerDescription = maxText(PLAYER_LIMITS.description);

/** Where a category or testimonial shows among its peers: 0 to 10,000, lower first. */
export const PlayerPosition = refine(integer(), 'position', (value) =>
  value >= 0 && value <= 10_000 ? true : 'Enter a position from 0 to 10000.',
);

export const PlayerLanguage = enums(APP_LOCALES);

/**
 * A video as the public player plays it: our own file in a plain `<video>` (`file`, with its
 * poster), or a YouTube or Vimeo link behind a poster facade until play (`link`).
 */
export const PlayerVideo = object({
  source: enums(['file', 'link'] as const),
  /** `/files/…` for a file; the YouTube or Vimeo address as the admin gave it for a link. */
  url: string(),
  /** `/files/…` (a file's poster), or null (a link: the facade draws its own). */
  poster_url: nullable(string()),
  duration_seconds: nullable(number()),
});
export type PlayerVideo = Infer<typeof PlayerVideo>;

/** An answer as the public player shows it, its texts in `shown_in`. */
export const PlayerAnswer = object({
  slug: string(),
  answer_type: enums(ANSWER_TYPES),
  title: string(),
  summary: string(),
  /** Sanitized HTML (decision 068's allow-list), sanitized again as it is read. */
  body: string(),
  /** The language asked for when the answer is published in it, else `en`. */
  shown_in: PlayerLanguage,
  video: nullable(PlayerVideo),
  updated_at: IsoDateTime,
});
export type PlayerAnswer = Infer<typeof PlayerAnswer>;

/** A testimonial as the public player shows it. */
export const PlayerTestimonial = object({
  slug: string(),
  source: enums(PLAYER_TESTIMONIAL_SOURCES),
  /** The admin's title, in `shown_in`. */
  title: string(),
  shown_in: PlayerLanguage,
  /** The person's first name (a consented testimonial), or the story's maker's; may be empty. */
  first_name: string(),
  /** A consented testimonial's words (plain text, to be escaped); empty for a story video. */
  story: string(),
  /** A story video; null for a written testimonial. */
  video: nullable(PlayerVideo),
});
export type PlayerTestimonial = Infer<typeof PlayerTestimonial>;

/** A published category with what it holds that may be shown now. */
export const PlayerCatalogCategory = object({
  slug: string(),
  title: string(),
  description: string(),
  /** The language of the title and description: the one asked for when it has a title, else `en`. */
  shown_in: PlayerLanguage,
  /** Its cover picture (`/files/…`, WebP), or null. */
  cover_url: nullable(string()),
  position: integer(),
  answers: array(PlayerAnswer),
  testimonials: array(PlayerTestimonial),
});
export type PlayerCatalogCategory = Infer<typeof PlayerCatalogCategory>;

/** What `playerCatalog` answers: published categories, in order, each with its content. */
export const PlayerCatalog = object({
  language: PlayerLanguage,
  categories: array(PlayerCatalogCategory),
});
export type PlayerCatalog = Infer<typeof PlayerCatalog>;

/**
 * What the public player asks `playerCatalog` for: one category by slug (or all), a language,
 * and the church whose website embeds it (its own consented testimonials only show there).
 */
export const PlayerCatalogRequest = object({
  category_slug: optional(string()),
  language: PlayerLanguage,
  account_id: optional(nullable(Id)),
});
export type PlayerCatalogRequest = Infer<typeof PlayerCatalogRequest>;
