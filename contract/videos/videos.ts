import { boolean, enums, nullable, number, object, refine, string, type Infer } from 'superstruct';
import { VIDEO_PROCESSING, VIDEO_STATUSES } from '#contract/account/profile.ts';
import { Id, QueryId, Slug, VideoLink } from '#contract/validation.ts';

/** Where the resumable uploads (tus) live, under the API's base (decision 036). */
export const VIDEO_UPLOAD_PATH = '/api/v1/uploads/videos';

/** The default largest video file, in bytes (the server's VIDEO_MAX_BYTES setting overrides it). */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;

/**
 * The code at the start of the 413 a new upload gets when it would take its person's or church's
 * videos past their storage quota (decision 062); the app shows its own message for it.
 */
export const STORAGE_QUOTA_REACHED = 'storage_quota_reached';

/** The message of a custom URL someone else has (spec section 8). */
export const SLUG_TAKEN_MESSAGE = 'This Custom URL already exists, please pick another one.';

/** The videos people make with the wizard: a pastor's welcome and profile videos, a story. */
export const MADE_VIDEO_KINDS = ['welcome', 'profile', 'story'] as const;
export type MadeVideoKind = (typeof MADE_VIDEO_KINDS)[number];

/** The videos admins upload for everyone: instruction videos and the monthly videos. */
export const ADMIN_VIDEO_KINDS = ['instruction', 'monthly'] as const;
export type AdminVideoKind = (typeof ADMIN_VIDEO_KINDS)[number];

/** A finished tus upload's id: the 32 hex digits the upload server names it by. */
export const UploadId = refine(string(), 'upload_id', (value) =>
  /^[0-9a-f]{32}$/.test(value) ? true : 'Upload the video again.',
);

/** The poster's moment in seconds: from the start to a day in. */
export const PosterSeconds = refine(number(), 'poster_seconds', (value) =>
  Number.isFinite(value) && value >= 0 && value <= 86_400
    ? true
    : 'Choose a moment of the video for its thumbnail.',
);

export const CheckVideoSlugRequest = object({ slug: Slug, kind: enums(MADE_VIDEO_KINDS) });
export type CheckVideoSlugRequest = Infer<typeof CheckVideoSlugRequest>;

export const CheckVideoSlugResponse = object({ slug: string(), available: boolean() });
export type CheckVideoSlugResponse = Infer<typeof CheckVideoSlugResponse>;

/**
 * Save all: an embed (`embed_url`, a YouTube or Vimeo link, converted to its player link by the
 * server) or a finished upload (`upload_id`), exactly one of them; its custom URL; the poster's
 * moment for an upload.
 */
export const SaveVideoRequest = object({
  kind: enums(MADE_VIDEO_KINDS),
  slug: Slug,
  embed_url: nullable(VideoLink),
  upload_id: nullable(UploadId),
  poster_seconds: nullable(PosterSeconds),
});
export type SaveVideoRequest = Infer<typeof SaveVideoRequest>;

/** An admin's instruction or monthly video, from a finished upload. */
export const SaveAdminVideoRequest = object({
  kind: enums(ADMIN_VIDEO_KINDS),
  upload_id: UploadId,
  poster_seconds: nullable(PosterSeconds),
});
export type SaveAdminVideoRequest = Infer<typeof SaveAdminVideoRequest>;

export const VideoIdRequest = object({ video_id: Id });
export type VideoIdRequest = Infer<typeof VideoIdRequest>;

export const VideoQuery = object({ video_id: QueryId });
export type VideoQuery = Infer<typeof VideoQuery>;

/** Step 4: the church the video belongs to (a pastor's own; any partner church for a story). */
export const ConnectVideoChurchRequest = object({ video_id: Id, account_id: Id });
export type ConnectVideoChurchRequest = Infer<typeof ConnectVideoChurchRequest>;

/** One of my videos, as the wizard polls it after Save all. */
export const MyVideo = object({
  id: Id,
  /** welcome, profile, story, invite, instruction or monthly. */
  kind: string(),
  slug: nullable(string()),
  /** The player link of an embed, or `/files/<key>` of the processed file; '' until it is ready. */
  url: string(),
  status: enums(VIDEO_STATUSES),
  /** Null for an embed. */
  processing: nullable(enums(VIDEO_PROCESSING)),
  /** Why processing failed (the last attempt's error), shown with Try again. */
  processing_error: nullable(string()),
  poster_url: nullable(string()),
  duration_seconds: nullable(number()),
  /** The church the video belongs to. */
  account_id: Id,
});
export type MyVideo = Infer<typeof MyVideo>;
