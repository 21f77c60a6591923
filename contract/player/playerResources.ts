import { boolean, enums, integer, nullable, object, optional, partial, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { adminOnly, defineResource } from '#contract/resources/defineResource.ts';
import { Id, IsoDateTime, requiredText, Slug } from '#contract/validation.ts';
import {
  PLAYER_LIMITS,
  PLAYER_STATUSES,
  PLAYER_TESTIMONIAL_SOURCES,
  PlayerDescription,
  PlayerPosition,
  PlayerTitle,
} from './player.ts';

// The admin's side of the website player (issue 26, decision 074): categories and the
// testimonials attached to them, on the generic resource routes. Answers are content items of
// kind `answer` (the `content` resource, with `category_id` and `answer_type`).

/** A category as the admin edits it: every language's texts side by side (decision 068). */
export const PlayerCategoryRecord = object({
  id: Id,
  slug: string(),
  position: integer(),
  status: enums(PLAYER_STATUSES),
  title_en: string(),
  description_en: string(),
  title_es: string(),
  description_es: string(),
  title_fr: string(),
  description_fr: string(),
  title_ko: string(),
  description_ko: string(),
  /** Its cover picture (`/files/<key>`, WebP); null until one is uploaded. */
  cover_url: nullable(string()),
  /** Its answers (content items of kind answer), any status. */
  answers: integer(),
  /** Its testimonials, any status. */
  testimonials: integer(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type PlayerCategoryRecord = Infer<typeof PlayerCategoryRecord>;

export const PlayerCategoryCreate = object({
  slug: Slug,
  position: optional(PlayerPosition),
  status: optional(enums(PLAYER_STATUSES)),
  title_en: requiredText(PLAYER_LIMITS.title),
  description_en: requiredText(PLAYER_LIMITS.description),
  title_es: optional(PlayerTitle),
  description_es: optional(PlayerDescription),
  title_fr: optional(PlayerTitle),
  description_fr: optional(PlayerDescription),
  title_ko: optional(PlayerTitle),
  description_ko: optional(PlayerDescription),
});
export type PlayerCategoryCreate = Infer<typeof PlayerCategoryCreate>;
export const PlayerCategoryUpdate = partial(PlayerCategoryCreate);
export type PlayerCategoryUpdate = Infer<typeof PlayerCategoryUpdate>;

/**
 * The player's categories (spec: admin category list, create and detail/{slug}). A category
 * with answers or testimonials cannot be deleted (the admin moves or deletes them first). Its
 * cover picture is uploaded on its page (its own multipart call).
 */
export const playerCategoriesResource = defineResource({
  name: 'player_categories',
  path: '/admin/player/categories',
  record: PlayerCategoryRecord,
  create: PlayerCategoryCreate,
  update: PlayerCategoryUpdate,
  labelField: 'title_en',
  sorts: ['position', 'title_en', 'slug', 'status', 'updated_at', 'created_at'],
  defaultSort: { sort: 'position', direction: 'asc' },
  search: ['slug', 'title_en', 'title_es', 'title_fr', 'title_ko'],
  filters: {
    // The detail page finds its category by slug (spec: category/detail/{slug}).
    slug: Slug,
    status: enums(PLAYER_STATUSES),
  },
  unique: ['slug'],
  access: adminOnly('list', 'get', 'create', 'update', 'delete'),
  display: {
    columns: ['title_en', 'slug', 'status', 'position', 'answers', 'testimonials', 'updated_at'],
    linkColumn: 'title_en',
    valueLabels: { status: 'statuses' },
    formOrder: [
      'title_en',
      'slug',
      'description_en',
      'status',
      'position',
      'title_es',
      'description_es',
      'title_fr',
      'description_fr',
      'title_ko',
      'description_ko',
    ],
    facts: ['answers', 'testimonials', 'created_at', 'updated_at'],
    titleFields: ['title_en'],
  },
});

/**
 * A testimonial attached to a category: an approved Jesus story video (`video_id`) or a church's
 * consented testimonial (`testimonial_id`), one of the two. The consent stays the testimonial's
 * own row (decision 054): withdrawn, rejected or blocked, it is no longer shown.
 */
export const PlayerTestimonialRecord = object({
  id: Id,
  category_id: Id,
  category_slug: string(),
  category_title: string(),
  slug: string(),
  position: integer(),
  status: enums(PLAYER_STATUSES),
  title_en: string(),
  title_es: string(),
  title_fr: string(),
  title_ko: string(),
  /** What it shows: a story video or a written testimonial. */
  source: enums(PLAYER_TESTIMONIAL_SOURCES),
  video_id: nullable(Id),
  testimonial_id: nullable(Id),
  /** The story's person (first name) and church, as the admin recognises it. */
  source_label: string(),
  /**
   * Whether what it shows may be shown now: the video approved, or the testimonial approved
   * (not rejected, not withdrawn). A published testimonial whose source is not is hidden.
   */
  source_approved: boolean(),
  /** The source's own state: the video's review status or the testimonial's (withdrawn…). */
  source_status: string(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type PlayerTestimonialRecord = Infer<typeof PlayerTestimonialRecord>;

export const PlayerTestimonialCreate = object({
  category_id: Id,
  slug: Slug,
  position: optional(PlayerPosition),
  status: optional(enums(PLAYER_STATUSES)),
  title_en: requiredText(PLAYER_LIMITS.title),
  title_es: optional(PlayerTitle),
  title_fr: optional(PlayerTitle),
  title_ko: optional(PlayerTitle),
  video_id: optional(nullable(Id)),
  testimonial_id: optional(nullable(Id)),
});
export type PlayerTestimonialCreate = Infer<typeof PlayerTestimonialCreate>;
export const PlayerTestimonialUpdate = partial(PlayerTestimonialCreate);
export type PlayerTestimonialUpdate = Infer<typeof PlayerTestimonialUpdate>;

/**
 * The testimonials of the player's categories (spec: testimonial create and {slug}, under a
 * category's page). A slug is unique among all of them (409 on `slug`).
 */
export const playerTestimonialsResource = defineResource({
  name: 'player_testimonials',
  path: '/admin/player/testimonials',
  record: PlayerTestimonialRecord,
  create: PlayerTestimonialCreate,
  update: PlayerTestimonialUpdate,
  labelField: 'title_en',
  sorts: ['position', 'title_en', 'slug', 'status', 'updated_at', 'created_at'],
  defaultSort: { sort: 'position', direction: 'asc' },
  search: ['slug', 'title_en', 'title_es', 'title_fr', 'title_ko'],
  filters: {
    category_id: Id,
    slug: Slug,
    status: enums(PLAYER_STATUSES),
    source: enums(PLAYER_TESTIMONIAL_SOURCES),
  },
  unique: ['slug'],
  access: adminOnly('list', 'get', 'create', 'update', 'delete'),
  display: {
    columns: ['title_en', 'slug', 'source', 'source_label', 'status', 'position', 'updated_at'],
    linkColumn: 'title_en',
    valueLabels: { status: 'statuses', source: 'sources' },
    references: {
      category_id: {
        resource: 'player_categories',
        labelField: 'title_en',
        shownAs: 'category_title',
      },
    },
    facts: ['source_label', 'source_status', 'created_at', 'updated_at'],
    titleFields: ['title_en'],
  },
});
