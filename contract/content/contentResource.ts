import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  object,
  optional,
  partial,
  size,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
import { adminOnly, defineResource } from '#contract/resources/defineResource.ts';
import { Id, IsoDateTime, requiredText, Slug, VideoLink } from '#contract/validation.ts';
import { ANSWER_TYPES } from '#contract/player/player.ts';
import {
  CONTENT_KINDS,
  CONTENT_LIMITS,
  CONTENT_READER_ROLES,
  CONTENT_SECTIONS,
  CONTENT_STATUSES,
  ContentAttachment,
  ContentBody,
  ContentLanguage,
  ContentMonth,
  ContentPosition,
  ContentReaderRole,
  ContentSummary,
  ContentTitle,
  ContentTopic,
  RESOURCE_TYPES,
} from './content.ts';

/** An item as the admin edits it: every language's texts side by side (decision 068). */
export const ContentRecord = object({
  id: Id,
  kind: enums(CONTENT_KINDS),
  slug: string(),
  topic: string(),
  resource_type: nullable(enums(RESOURCE_TYPES)),
  month: nullable(string()),
  position: integer(),
  roles: array(enums(CONTENT_READER_ROLES)),
  status: enums(CONTENT_STATUSES),
  publish_at: nullable(IsoDateTime),
  unpublish_at: nullable(IsoDateTime),
  /** The languages readers see in their own language; the others see English. */
  languages: array(ContentLanguage),
  title_en: string(),
  summary_en: string(),
  body_en: string(),
  unfinished_en: boolean(),
  title_es: string(),
  summary_es: string(),
  body_es: string(),
  unfinished_es: boolean(),
  title_fr: string(),
  summary_fr: string(),
  body_fr: string(),
  unfinished_fr: boolean(),
  title_ko: string(),
  summary_ko: string(),
  body_ko: string(),
  unfinished_ko: boolean(),
  video_id: nullable(Id),
  video_link: nullable(string()),
  /**
   * An answer's player category and type (decision 074); null for every other kind (the server
   * always sends both; optional here for records written before them, such as fixtures).
   */
  category_id: optional(nullable(Id)),
  answer_type: optional(nullable(enums(ANSWER_TYPES))),
  /** A care video's category and speaker (decision 076); null for every other kind. */
  care_category_id: optional(nullable(Id)),
  care_speaker_id: optional(nullable(Id)),
  attachments: array(ContentAttachment),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type ContentRecord = Infer<typeof ContentRecord>;

export const ContentCreate = object({
  kind: enums(CONTENT_KINDS),
  slug: Slug,
  topic: optional(ContentTopic),
  resource_type: optional(nullable(enums(RESOURCE_TYPES))),
  month: optional(nullable(ContentMonth)),
  position: optional(ContentPosition),
  roles: size(array(ContentReaderRole), 1, CONTENT_READER_ROLES.length),
  status: optional(enums(CONTENT_STATUSES)),
  publish_at: optional(nullable(IsoDateTime)),
  unpublish_at: optional(nullable(IsoDateTime)),
  languages: optional(size(array(ContentLanguage), 1, 4)),
  title_en: requiredText(CONTENT_LIMITS.title),
  summary_en: optional(ContentSummary),
  body_en: optional(ContentBody),
  unfinished_en: optional(boolean()),
  title_es: optional(ContentTitle),
  summary_es: optional(ContentSummary),
  body_es: optional(ContentBody),
  unfinished_es: optional(boolean()),
  title_fr: optional(ContentTitle),
  summary_fr: optional(ContentSummary),
  body_fr: optional(ContentBody),
  unfinished_fr: optional(boolean()),
  title_ko: optional(ContentTitle),
  summary_ko: optional(ContentSummary),
  body_ko: optional(ContentBody),
  unfinished_ko: optional(boolean()),
  video_id: optional(nullable(Id)),
  video_link: optional(nullable(VideoLink)),
  category_id: optional(nullable(Id)),
  answer_type: optional(nullable(enums(ANSWER_TYPES))),
  care_category_id: optional(nullable(Id)),
  care_speaker_id: optional(nullable(Id)),
});
export type ContentCreate = Infer<typeof ContentCreate>;
export const ContentUpdate = partial(ContentCreate);
export type ContentUpdate = Infer<typeof ContentUpdate>;

/** The fields an admin writes, which a revision keeps (the rest follows from them). */
export const CONTENT_EDITABLE_FIELDS = Object.keys(ContentCreate.schema) as (keyof ContentCreate &
  string)[];

/**
 * Education and promotion content (spec: admin pages, monthly_pages and post; issue 25): every
 * kind in one list, filtered by kind, status, role and published language. Attachments are
 * uploaded on the item's page (their own multipart call); revisions are listed and restored
 * through their own calls.
 */
export const contentResource = defineResource({
  name: 'content',
  path: '/admin/content',
  record: ContentRecord,
  create: ContentCreate,
  update: ContentUpdate,
  labelField: 'title_en',
  sorts: ['updated_at', 'created_at', 'publish_at', 'slug', 'kind', 'status', 'position'],
  defaultSort: { sort: 'updated_at', direction: 'desc' },
  search: [
    'slug',
    'topic',
    'title_en',
    'title_es',
    'title_fr',
    'title_ko',
    'summary_en',
    'summary_es',
    'summary_fr',
    'summary_ko',
  ],
  filters: {
    // The kinds of one of the admin's lists (pages, monthly pages, posts).
    section: enums(CONTENT_SECTIONS),
    kind: enums(CONTENT_KINDS),
    // The admin's detail pages are addressed by kind and slug (spec: pages/detail/{pageSlug}).
    slug: Slug,
    status: enums(CONTENT_STATUSES),
    roles: ContentReaderRole,
    languages: ContentLanguage,
    // A player category's answers (decision 074).
    category_id: Id,
    answer_type: enums(ANSWER_TYPES),
    // A care category's or a speaker's videos (decision 076).
    care_category_id: Id,
    care_speaker_id: Id,
  },
  unique: [],
  access: adminOnly('list', 'get', 'create', 'update', 'delete'),
  display: {
    columns: ['title_en', 'kind', 'slug', 'status', 'publish_at', 'languages', 'updated_at'],
    linkColumn: 'title_en',
    valueLabels: {
      kind: 'kinds',
      status: 'statuses',
      resource_type: 'resourceTypes',
      roles: 'roles',
      languages: 'languages',
      answer_type: 'answerTypes',
    },
    facts: ['created_at', 'updated_at'],
    titleFields: ['title_en'],
  },
});
