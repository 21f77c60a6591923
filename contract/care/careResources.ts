import { enums, integer, nullable, object, optional, partial, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { adminOnly, defineResource } from '#contract/resources/defineResource.ts';
import { Id, IsoDateTime, requiredText, Slug } from '#contract/validation.ts';
import {
  CARE_LIMITS,
  CARE_STATUSES,
  CareBio,
  CareCredentials,
  CareDescription,
  CarePosition,
  CareTitle,
} from './careVideos.ts';

// The admin's side of care videos (issue 27, decision 076): categories and speakers on the
// generic resource routes. Care videos are content items of kind `care_video` (the `content`
// resource, with `care_category_id` and `care_speaker_id`).

/** A care category as the admin edits it: every language's texts side by side (decision 068). */
export const CareCategoryRecord = object({
  id: Id,
  slug: string(),
  position: integer(),
  status: enums(CARE_STATUSES),
  title_en: string(),
  description_en: string(),
  title_es: string(),
  description_es: string(),
  title_fr: string(),
  description_fr: string(),
  title_ko: string(),
  description_ko: string(),
  /** Its care videos, any status. */
  videos: integer(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type CareCategoryRecord = Infer<typeof CareCategoryRecord>;

export const CareCategoryCreate = object({
  slug: Slug,
  position: optional(CarePosition),
  status: optional(enums(CARE_STATUSES)),
  title_en: requiredText(CARE_LIMITS.title),
  description_en: optional(CareDescription),
  title_es: optional(CareTitle),
  description_es: optional(CareDescription),
  title_fr: optional(CareTitle),
  description_fr: optional(CareDescription),
  title_ko: optional(CareTitle),
  description_ko: optional(CareDescription),
});
export type CareCategoryCreate = Infer<typeof CareCategoryCreate>;
export const CareCategoryUpdate = partial(CareCategoryCreate);
export type CareCategoryUpdate = Infer<typeof CareCategoryUpdate>;

/**
 * Care categories (spec: admin care_category list, create and detail/{careCategorySlug}): grief,
 * marriage, anxiety… A category with care videos cannot be deleted (409).
 */
export const careCategoriesResource = defineResource({
  name: 'care_categories',
  path: '/admin/care/categories',
  record: CareCategoryRecord,
  create: CareCategoryCreate,
  update: CareCategoryUpdate,
  labelField: 'title_en',
  sorts: ['position', 'title_en', 'slug', 'status', 'updated_at', 'created_at'],
  defaultSort: { sort: 'position', direction: 'asc' },
  search: ['slug', 'title_en', 'title_es', 'title_fr', 'title_ko'],
  filters: { slug: Slug, status: enums(CARE_STATUSES) },
  unique: ['slug'],
  access: adminOnly('list', 'get', 'create', 'update', 'delete'),
  display: {
    columns: ['title_en', 'slug', 'status', 'position', 'videos', 'updated_at'],
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
    facts: ['videos', 'created_at', 'updated_at'],
    titleFields: ['title_en'],
  },
});

/** A speaker as the admin edits them: the bio and credentials in each language. */
export const CareSpeakerRecord = object({
  id: Id,
  slug: string(),
  name: string(),
  status: enums(CARE_STATUSES),
  credentials_en: string(),
  bio_en: string(),
  credentials_es: string(),
  bio_es: string(),
  credentials_fr: string(),
  bio_fr: string(),
  credentials_ko: string(),
  bio_ko: string(),
  /** Their picture (`/files/<key>`, WebP); null until one is uploaded. */
  picture_url: nullable(string()),
  videos: integer(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type CareSpeakerRecord = Infer<typeof CareSpeakerRecord>;

export const CareSpeakerCreate = object({
  slug: Slug,
  name: requiredText(CARE_LIMITS.name),
  status: optional(enums(CARE_STATUSES)),
  credentials_en: optional(CareCredentials),
  bio_en: optional(CareBio),
  credentials_es: optional(CareCredentials),
  bio_es: optional(CareBio),
  credentials_fr: optional(CareCredentials),
  bio_fr: optional(CareBio),
  credentials_ko: optional(CareCredentials),
  bio_ko: optional(CareBio),
});
export type CareSpeakerCreate = Infer<typeof CareSpeakerCreate>;
export const CareSpeakerUpdate = partial(CareSpeakerCreate);
export type CareSpeakerUpdate = Infer<typeof CareSpeakerUpdate>;

/**
 * Speaker bios (spec: admin care_speaker_bio list, create and detail/{careSpeakerBioSlug}). A
 * speaker of care videos cannot be deleted (409). The picture is uploaded on their page.
 */
export const careSpeakersResource = defineResource({
  name: 'care_speakers',
  path: '/admin/care/speakers',
  record: CareSpeakerRecord,
  create: CareSpeakerCreate,
  update: CareSpeakerUpdate,
  labelField: 'name',
  sorts: ['name', 'slug', 'status', 'updated_at', 'created_at'],
  defaultSort: { sort: 'name', direction: 'asc' },
  search: ['slug', 'name', 'credentials_en'],
  filters: { slug: Slug, status: enums(CARE_STATUSES) },
  unique: ['slug'],
  access: adminOnly('list', 'get', 'create', 'update', 'delete'),
  display: {
    columns: ['name', 'slug', 'status', 'credentials_en', 'videos', 'updated_at'],
    linkColumn: 'name',
    valueLabels: { status: 'statuses' },
    formOrder: [
      'name',
      'slug',
      'status',
      'credentials_en',
      'bio_en',
      'credentials_es',
      'bio_es',
      'credentials_fr',
      'bio_fr',
      'credentials_ko',
      'bio_ko',
    ],
    facts: ['videos', 'created_at', 'updated_at'],
    titleFields: ['name'],
  },
});

/** The care feature's resources, spread into contract/resources/index.ts's list. */
export const careResources = {
  careCategories: careCategoriesResource,
  careSpeakers: careSpeakersResource,
};
