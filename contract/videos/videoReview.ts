import { array, enums, nullable, number, object, optional, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { VIDEO_STATUSES } from '#contract/account/profile.ts';
import { Count, Id, IsoDateTime, queryInteger, requiredText } from '#contract/validation.ts';

/** The kinds of video (decision 034); the review queue holds every kind an admin may see. */
export const VIDEO_KINDS = [
  'story',
  'profile',
  'invite',
  'welcome',
  'instruction',
  'monthly',
] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** The longest reason a reviewer may give for blocking a video. */
export const BLOCK_REASON_MAX = 500;

/** One video as a reviewer or a viewer of the stories sees it. */
export const ReviewedVideo = object({
  id: Id,
  kind: enums(VIDEO_KINDS),
  status: enums(VIDEO_STATUSES),
  /** Its public page's custom URL, when one was picked. */
  slug: nullable(string()),
  account_id: Id,
  church_name: string(),
  /** The person who made it (null once that person was deleted). */
  person_name: nullable(string()),
  /** A YouTube or Vimeo player address, or the processed file (`/files/…`); null while processing. */
  play_url: nullable(string()),
  /** `file`: `play_url` is an MP4 the page plays itself; `embed`: a player to put in a frame. */
  source: enums(['file', 'embed'] as const),
  poster_url: nullable(string()),
  duration_seconds: nullable(number()),
  block_reason: nullable(string()),
  created_at: IsoDateTime,
});
export type ReviewedVideo = Infer<typeof ReviewedVideo>;

/** GET /video_review: the waiting videos the caller may decide on, oldest first. */
export const VideoReviewRequest = object({
  page: optional(queryInteger(1, 100_000)),
  page_size: optional(queryInteger(1, 100)),
});
export type VideoReviewRequest = Infer<typeof VideoReviewRequest>;

export const VideoReviewResponse = object({
  videos: array(ReviewedVideo),
  total: Count,
  page: Count,
  page_size: Count,
});
export type VideoReviewResponse = Infer<typeof VideoReviewResponse>;

/** POST /approve_video */
export const ApproveVideoRequest = object({ id: Id });
export type ApproveVideoRequest = Infer<typeof ApproveVideoRequest>;

/** POST /block_video: the reason is mailed to the person. */
export const BlockVideoRequest = object({ id: Id, reason: requiredText(BLOCK_REASON_MAX) });
export type BlockVideoRequest = Infer<typeof BlockVideoRequest>;

export const VideoDecisionResponse = object({ video: ReviewedVideo });
export type VideoDecisionResponse = Infer<typeof VideoDecisionResponse>;

/** GET /jesus_stories: approved stories, the caller's own church's first. */
export const JesusStoriesRequest = object({
  page: optional(queryInteger(1, 100_000)),
  page_size: optional(queryInteger(1, 100)),
});
export type JesusStoriesRequest = Infer<typeof JesusStoriesRequest>;

export const JesusStoriesResponse = object({
  stories: array(ReviewedVideo),
  /** The churches counted as the caller's own (shown first). */
  own_account_ids: array(Id),
  total: Count,
  page: Count,
  page_size: Count,
});
export type JesusStoriesResponse = Infer<typeof JesusStoriesResponse>;
