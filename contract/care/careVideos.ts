import {
  array,
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
import { FormFieldId, LinkExpiry, LinkSignature } from '#contract/files.ts';
import { APP_LOCALES } from '#contract/locales.ts';
import type { Role } from '#contract/roles.ts';
import { Count, Id, IsoDateTime, QueryId, Slug } from '#contract/validation.ts';

// Care videos (issue 27, decision 076): counselling videos for care teams. A care video is a
// content item of kind `care_video` (decision 068, as the player's answers are, decision 074)
// under a care category, with a speaker; captions are WebVTT files, one per language.

/** Who may watch care videos (spec: the care video player is a care item; website and discipleship get the care items). */
export const CARE_VIDEO_ROLES = [
  'care',
  'website',
  'discipleship',
] as const satisfies readonly Role[];

/** Where a category or a speaker stands: only published ones reach the player. */
export const CARE_STATUSES = ['draft', 'published'] as const;
export type CareStatus = (typeof CARE_STATUSES)[number];

export const CARE_LIMITS = {
  title: 200,
  description: 1_000,
  name: 120,
  bio: 2_000,
  credentials: 300,
  search: 100,
  /** A caption file: WebVTT text, at most 512 KB. */
  captionBytes: 512 * 1024,
  /** How long a caption's link works, in seconds (the player asks for fresh ones each visit). */
  captionSeconds: 6 * 60 * 60,
  /** The longest resume position kept: 24 hours. */
  positionSeconds: 24 * 60 * 60,
  /** A crisis line's text, per language. */
  crisisLine: 300,
} as const;

const maxText = (max: number) =>
  refine(string(), 'text', (value) =>
    value.length <= max ? true : `Use at most ${max} characters.`,
  );
export const CareTitle = maxText(CARE_LIMITS.title);
export const CareDescription = maxText(CARE_LIMITS.description);
export const CareBio = maxText(CARE_LIMITS.bio);
export const CareCredentials = maxText(CARE_LIMITS.credentials);

/** Where a category shows among the others: 0 to 10,000, lower first. */
export const CarePosition = refine(integer(), 'position', (value) =>
  value >= 0 && value <= 10_000 ? true : 'Enter a position from 0 to 10000.',
);

export const CareLanguage = enums(APP_LOCALES);

/** A speaker as the player shows them beside a video, in the reader's language or English. */
export const CareSpeaker = object({
  slug: string(),
  name: string(),
  credentials: string(),
  bio: string(),
  /** Their picture (`/files/<key>`, WebP), or null. */
  picture_url: nullable(string()),
});
export type CareSpeaker = Infer<typeof CareSpeaker>;

/** A published category, its texts in `shown_in`, with how many videos the reader may watch. */
export const CareCategory = object({
  slug: string(),
  title: string(),
  description: string(),
  shown_in: CareLanguage,
  videos: Count,
});
export type CareCategory = Infer<typeof CareCategory>;

/** A video in a list. */
export const CareVideoListItem = object({
  slug: string(),
  title: string(),
  summary: string(),
  shown_in: CareLanguage,
  category_slug: string(),
  category_title: string(),
  speaker_name: nullable(string()),
  /** The caption languages it has. */
  captions: array(CareLanguage),
  /** Where the reader stopped, in seconds; 0 when never started. */
  position: integer(),
});
export type CareVideoListItem = Infer<typeof CareVideoListItem>;

/** POST /care/videos: the categories, and the videos of one category or matching a search. */
export const CareVideosRequest = object({
  language: CareLanguage,
  category: optional(Slug),
  q: optional(size(string(), 0, CARE_LIMITS.search)),
});
export type CareVideosRequest = Infer<typeof CareVideosRequest>;

export const CareVideosResponse = object({
  categories: array(CareCategory),
  videos: array(CareVideoListItem),
});
export type CareVideosResponse = Infer<typeof CareVideosResponse>;

/** A caption track: its language and a link the `<track>` element follows (signed, short-lived). */
export const CareCaptionTrack = object({
  language: CareLanguage,
  url: string(),
});
export type CareCaptionTrack = Infer<typeof CareCaptionTrack>;

/** POST /care/video: one video the reader may watch, by slug. */
export const CareVideoRequest = object({ slug: Slug, language: CareLanguage });
export type CareVideoRequest = Infer<typeof CareVideoRequest>;

export const CareVideoDetail = object({
  slug: string(),
  title: string(),
  summary: string(),
  /** Sanitized HTML. */
  body: string(),
  shown_in: CareLanguage,
  category_slug: string(),
  category_title: string(),
  speaker: nullable(CareSpeaker),
  /** Our own file (`/files/…`, once processed), or null. */
  video_url: nullable(string()),
  /** A YouTube or Vimeo link, or null. */
  video_link: nullable(string()),
  captions: array(CareCaptionTrack),
  /** Where the reader stopped, in seconds. */
  position: integer(),
  updated_at: IsoDateTime,
});
export type CareVideoDetail = Infer<typeof CareVideoDetail>;

/** Seconds into a video: 0 to 24 hours. */
export const CarePositionSeconds = refine(integer(), 'position', (value) =>
  value >= 0 && value <= CARE_LIMITS.positionSeconds
    ? true
    : `Enter a position from 0 to ${CARE_LIMITS.positionSeconds} seconds.`,
);

/** POST /care/position: where the reader stopped (kept per person and video). */
export const CarePositionRequest = object({ slug: Slug, position: CarePositionSeconds });
export type CarePositionRequest = Infer<typeof CarePositionRequest>;

export const CarePositionResponse = object({ position: integer() });
export type CarePositionResponse = Infer<typeof CarePositionResponse>;

/** GET /care/caption (public: the link is the key): a caption file, `text/vtt`. */
export const CareCaptionRequest = object({
  caption: QueryId,
  expires: LinkExpiry,
  signature: LinkSignature,
});
export type CareCaptionRequest = Infer<typeof CareCaptionRequest>;

/** POST /care/crisis_line: the crisis line for the reader's language (English when none). */
export const CareCrisisLineRequest = object({ language: CareLanguage });
export type CareCrisisLineRequest = Infer<typeof CareCrisisLineRequest>;

export const CareCrisisLineResponse = object({ text: string(), shown_in: CareLanguage });
export type CareCrisisLineResponse = Infer<typeof CareCrisisLineResponse>;

/** A caption as the admin sees it on a care video's page. */
export const CareCaptionRecord = object({
  id: Id,
  language: CareLanguage,
  file_name: string(),
  size: Count,
  cues: Count,
  created_at: IsoDateTime,
});
export type CareCaptionRecord = Infer<typeof CareCaptionRecord>;

/** POST /admin/care/captions: a care video's captions, by language. */
export const CareCaptionsRequest = object({ id: Id });
export type CareCaptionsRequest = Infer<typeof CareCaptionsRequest>;

export const CareCaptionsResponse = object({ items: array(CareCaptionRecord) });
export type CareCaptionsResponse = Infer<typeof CareCaptionsResponse>;

/**
 * POST /admin/care/caption (multipart): a WebVTT file for one language of a care video (`id`),
 * replacing that language's; fields before the file (`file`).
 */
export const CareCaptionUploadRequest = object({ id: FormFieldId, language: CareLanguage });
export type CareCaptionUploadRequest = Infer<typeof CareCaptionUploadRequest>;

/** POST /admin/care/caption_remove: takes one language's captions off. */
export const CareCaptionRemoveRequest = object({ id: Id, language: CareLanguage });
export type CareCaptionRemoveRequest = Infer<typeof CareCaptionRemoveRequest>;

/** POST /admin/care/speaker_picture (multipart): a speaker's picture (`picture`), made WebP. */
export const CareSpeakerPictureRequest = object({ id: FormFieldId });
export type CareSpeakerPictureRequest = Infer<typeof CareSpeakerPictureRequest>;
