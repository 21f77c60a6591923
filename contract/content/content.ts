import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
import { APP_LOCALES } from '#contract/locales.ts';
import type { AppLocale } from '#contract/locales.ts';
import { ROLES } from '#contract/roles.ts';
import { FormFieldId, LinkExpiry, LinkSignature, SignedLink } from '#contract/files.ts';
import type { Role } from '#contract/roles.ts';
import { Count, Id, IsoDateTime, QueryId, Slug } from '#contract/validation.ts';

// Education and promotion content (issue 25, decision 068): one model for every kind, written by
// admins (the `content` resource, contentResource.ts) and read by partners (calls.ts).

/** What a content item is; a slug is unique within its kind. */
export const CONTENT_KINDS = [
  'study_guide',
  'bulletin_insert',
  'bulletin_insert_care',
  'resource',
  'bootcamp_lesson',
  'monthly_page',
  'post',
  'page',
  // The website player's answers (issue 26, decision 074): each under a player category.
  'answer',
  // The support center's answers (issue 27, decision 077).
  'support_answer',
  // Care videos (issue 27, decision 076): each under a care category, with a speaker.
  'care_video',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * The admin's three lists (spec: pages, monthly_pages and post), each the kinds it holds: the
 * `section` filter of the content resource.
 */
export const CONTENT_SECTIONS = ['pages', 'monthly_pages', 'post', 'support_answers'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];
export const SECTION_KINDS: Record<ContentSection, readonly ContentKind[]> = {
  pages: [
    'study_guide',
    'bulletin_insert',
    'bulletin_insert_care',
    'resource',
    'bootcamp_lesson',
    'page',
  ],
  monthly_pages: ['monthly_page'],
  post: ['post'],
  support_answers: ['support_answer'],
};

/**
 * Where an item stands. Readers see `scheduled` and `published` items from their publish time
 * (included; none means at once) up to their unpublish time (excluded; none means for good).
 * A scheduled item has a publish time.
 */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The statuses readers may see an item in (within its publish and unpublish times). */
export const READABLE_STATUSES = ['scheduled', 'published'] as const satisfies ContentStatus[];

/** What a resource is (and only a resource has one). */
export const RESOURCE_TYPES = ['slides', 'social_images', 'posters'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Everyone but admins: the roles content can be for, and who may read it. */
export const CONTENT_READER_ROLES = ROLES.filter(
  (role): role is Exclude<Role, 'admin'> => role !== 'admin',
);

export const CONTENT_LIMITS = {
  title: 200,
  summary: 1_000,
  /** Characters of one language's body, as HTML (the API takes 100 KB a request). */
  body: 20_000,
  topic: 60,
  search: 100,
  /** Revisions kept per item: the newest ones. */
  revisions: 20,
  pageSize: 50,
  /** The largest attachment (a PDF or a ZIP). */
  attachmentBytes: 20_000_000,
  /** How long a download link works, in seconds (a fresh one is made at each click). */
  downloadSeconds: 15 * 60,
} as const;

/** Every text field of an item exists in each language: `title_ko`, `unfinished_fr`… */
export type LanguageField = 'title' | 'summary' | 'body' | 'unfinished';
export const languageField = <F extends LanguageField>(field: F, language: AppLocale) =>
  `${field}_${language}` as `${F}_${AppLocale}`;

const maxText = (max: number) =>
  refine(string(), 'text', (value) =>
    value.length <= max ? true : `Use at most ${max} characters.`,
  );
export const ContentTitle = maxText(CONTENT_LIMITS.title);
export const ContentSummary = maxText(CONTENT_LIMITS.summary);
/** Rich text as HTML; the server keeps only what its sanitizer allows (decision 068). */
export const ContentBody = maxText(CONTENT_LIMITS.body);
export const ContentTopic = maxText(CONTENT_LIMITS.topic);

/** A monthly page's month: `2026-11`. */
export const ContentMonth = refine(string(), 'month', (value) =>
  /^\d{4}-(?:0[1-9]|1[0-2])$/.test(value) ? true : 'Enter a month as YYYY-MM, like 2026-11.',
);

/** Where an item shows among its kind (a boot camp's lessons in order): 0 to 10,000. */
export const ContentPosition = refine(integer(), 'position', (value) =>
  value >= 0 && value <= 10_000 ? true : 'Enter a position from 0 to 10000.',
);

export const ContentLanguage = enums(APP_LOCALES);
export const ContentReaderRole = enums(CONTENT_READER_ROLES);

const SearchText = size(string(), 0, CONTENT_LIMITS.search);
const Page = refine(integer(), 'page', (value) =>
  value >= 1 && value <= 10_000 ? true : 'Use a page from 1 to 10000.',
);
const PageSize = refine(integer(), 'page_size', (value) =>
  value >= 1 && value <= CONTENT_LIMITS.pageSize
    ? true
    : `Use a page size from 1 to ${CONTENT_LIMITS.pageSize}.`,
);

/** An attachment as readers and admins see it; its file is fetched through a signed link. */
export const ContentAttachment = object({
  id: Id,
  name: string(),
  size: Count,
});
export type ContentAttachment = Infer<typeof ContentAttachment>;

/**
 * POST /content/items: the items of one kind the caller may read now, in their language, with
 * an optional topic and search (words of any of the four languages).
 */
export const ContentItemsRequest = object({
  kind: enums(CONTENT_KINDS),
  language: ContentLanguage,
  topic: optional(ContentTopic),
  /** Resources only: slides, social images or posters. */
  resource_type: optional(enums(RESOURCE_TYPES)),
  q: optional(SearchText),
  page: optional(Page),
  page_size: optional(PageSize),
});
export type ContentItemsRequest = Infer<typeof ContentItemsRequest>;

/** What a list item and an item's page both say of it, its texts in `shown_in`. */
const itemFields = {
  kind: enums(CONTENT_KINDS),
  slug: string(),
  topic: string(),
  resource_type: nullable(enums(RESOURCE_TYPES)),
  month: nullable(string()),
  position: integer(),
  title: string(),
  summary: string(),
  /**
   * The language of the texts: the one asked for, or `en` when that one is missing or
   * unfinished (the screen then marks the item "shown in English").
   */
  shown_in: ContentLanguage,
  publish_at: nullable(IsoDateTime),
};

/** One item in a list. */
export const ContentListItem = object({
  ...itemFields,
  has_video: boolean(),
  attachments: Count,
  /** Whether the reader has opened it (posts show unread until then, decision 070). */
  read: optional(boolean()),
});
export type ContentListItem = Infer<typeof ContentListItem>;

export const ContentItemsResponse = object({
  items: array(ContentListItem),
  total: Count,
  /** How many of the items matching (all pages) the reader has not opened yet. */
  unread: optional(Count),
});
export type ContentItemsResponse = Infer<typeof ContentItemsResponse>;

/** POST /content/item: one item the caller may read now, by its kind and slug. */
export const ContentItemRequest = object({
  kind: enums(CONTENT_KINDS),
  slug: Slug,
  language: ContentLanguage,
});
export type ContentItemRequest = Infer<typeof ContentItemRequest>;

/** An item as readers see it (and as an admin's preview shows it). */
export const ContentDetail = object({
  ...itemFields,
  /** Sanitized HTML (on save, and again as it is read). */
  body: string(),
  /** An uploaded video (its id, for the player), or a YouTube or Vimeo link; or neither. */
  video_id: nullable(Id),
  video_link: nullable(string()),
  /**
   * Where the uploaded video plays (its file, once processed; framed by the app's embed
   * overlay), else null.
   */
  video_url: optional(nullable(string())),
  attachments: array(ContentAttachment),
  updated_at: IsoDateTime,
});
export type ContentDetail = Infer<typeof ContentDetail>;

/** POST /content/download_link: a fresh signed link to an attachment of an item one may read. */
export const ContentDownloadLinkRequest = object({ attachment_id: Id });
export type ContentDownloadLinkRequest = Infer<typeof ContentDownloadLinkRequest>;

/** `/api/v1/content/download?attachment=…&expires=…&signature=…`, usable without signing in. */
export const ContentDownloadLink = SignedLink;
export type ContentDownloadLink = SignedLink;

/** GET /content/download (public: the link is the key), while the link lasts. */
export const ContentDownloadRequest = object({
  attachment: QueryId,
  expires: LinkExpiry,
  signature: LinkSignature,
});
export type ContentDownloadRequest = Infer<typeof ContentDownloadRequest>;

/**
 * POST /content/mark_read: the reader has opened this item (a post on a dashboard); counted
 * once per reader, and only for an item they may read now.
 */
export const ContentMarkReadRequest = object({
  kind: enums(CONTENT_KINDS),
  slug: Slug,
});
export type ContentMarkReadRequest = Infer<typeof ContentMarkReadRequest>;

export const ContentMarkReadResponse = object({
  /** The reader's unread items of that kind, now. */
  unread: Count,
});
export type ContentMarkReadResponse = Infer<typeof ContentMarkReadResponse>;

/** POST /admin/content/revisions: an item's kept revisions, newest first. */
export const ContentRevisionsRequest = object({ id: Id });
export type ContentRevisionsRequest = Infer<typeof ContentRevisionsRequest>;

export const ContentRevision = object({
  id: Id,
  /** 1 for the item as created, then one more for each save and each restore. */
  number: integer(),
  /** Who saved it; null once that person was deleted (`actor_name` stays). */
  actor_user_id: nullable(Id),
  actor_name: string(),
  created_at: IsoDateTime,
  title_en: string(),
});
export type ContentRevision = Infer<typeof ContentRevision>;

export const ContentRevisionsResponse = object({ items: array(ContentRevision) });
export type ContentRevisionsResponse = Infer<typeof ContentRevisionsResponse>;

/** POST /admin/content/restore: the item's texts and settings as a revision had them. */
export const ContentRestoreRequest = object({ id: Id, revision_id: Id });
export type ContentRestoreRequest = Infer<typeof ContentRestoreRequest>;

/** POST /admin/content/preview: an item as a reader in `language` would see it, in any status. */
export const ContentPreviewRequest = object({ id: Id, language: ContentLanguage });
export type ContentPreviewRequest = Infer<typeof ContentPreviewRequest>;

/** POST /admin/content/attachment (multipart): a PDF or a ZIP for an item; `id` is the item's. */
export const ContentAttachmentUploadRequest = object({
  id: FormFieldId,
});
export type ContentAttachmentUploadRequest = Infer<typeof ContentAttachmentUploadRequest>;

/** POST /admin/content/attachment_remove: takes an attachment off its item. */
export const ContentAttachmentRemoveRequest = object({ attachment_id: Id });
export type ContentAttachmentRemoveRequest = Infer<typeof ContentAttachmentRemoveRequest>;
