import {
  array,
  enums,
  integer,
  nullable,
  number,
  object,
  refine,
  size,
  string,
  tuple,
} from 'superstruct';
import type { Infer } from 'superstruct';
import { ContentLanguage } from '#contract/content/content.ts';
import type { PastorActionStep } from '#contract/dashboard/actionSteps.ts';
import { Count, IsoDateTime, Slug } from '#contract/validation.ts';

// The evangelism boot camp (issue 25, decision 070): the `bootcamp_lesson` content items in
// order, and each reader's progress through them.

export const BOOTCAMP_LIMITS = {
  /** A video lesson is complete once this share of its seconds was watched (each counted once). */
  completeShare: 0.9,
  /** Ranges one save may carry. */
  rangesPerSave: 100,
  /** Separate watched pieces kept per lesson; a save that would leave more is refused. */
  piecesKept: 500,
  /** How far past the video's end (in seconds) a range may reach: players round the duration. */
  endSlackSeconds: 1,
  /** How often the course page saves what was watched, at most this many milliseconds apart. */
  saveEveryMs: 10_000,
} as const;

/**
 * A lesson whose slug is one of these ticks the step of the same name in 'Track your progress'
 * when it is completed (decision 070): the intro video, the first card order, the welcome video.
 */
export const BOOTCAMP_STEP_LESSONS = [
  'watch-intro-video',
  'order-invitation-cards',
  'record-welcome-video',
] as const satisfies readonly PastorActionStep[];
export type BootcampStepLesson = (typeof BOOTCAMP_STEP_LESSONS)[number];

export const isStepLesson = (slug: string): slug is BootcampStepLesson =>
  (BOOTCAMP_STEP_LESSONS as readonly string[]).includes(slug);

/**
 * How a lesson is completed: `video`, an uploaded video, by watching 90 % of it; `link` (a
 * YouTube or Vimeo embed, whose playing the page cannot measure) and `text`, by marking it done.
 */
export const LESSON_KINDS = ['video', 'link', 'text'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** POST /bootcamp/course: the course in the reader's language, with their progress. */
export const BootcampCourseRequest = object({ language: ContentLanguage });
export type BootcampCourseRequest = Infer<typeof BootcampCourseRequest>;

/** A whole percentage from 0 to 100. */
export const Percent = refine(integer(), 'percent', (value) => value >= 0 && value <= 100);

/** Lessons completed of the lessons readable now, and the share as a whole percentage (floored). */
export const BootcampTotals = object({
  completed: Count,
  total: Count,
  percent: Percent,
});
export type BootcampTotals = Infer<typeof BootcampTotals>;

/** A time span of the video, in seconds: [start, end]. */
export const WatchedRange = tuple([number(), number()]);
export type WatchedRange = Infer<typeof WatchedRange>;

export const BootcampLesson = object({
  slug: string(),
  position: integer(),
  title: string(),
  summary: string(),
  /** Sanitized HTML. */
  body: string(),
  /** The language of the texts: the one asked for, or `en` (the screen marks it). */
  shown_in: ContentLanguage,
  kind: enums(LESSON_KINDS),
  /** An uploaded video's file (`/files/…`) and poster; null for other kinds. */
  video_url: nullable(string()),
  poster_url: nullable(string()),
  /** A YouTube or Vimeo player address, for `link` lessons. */
  video_link: nullable(string()),
  /** The uploaded video's length in seconds, as its processing measured it. */
  duration_seconds: nullable(number()),
  /** The reader's watched pieces, merged (each second counted once). */
  watched: array(WatchedRange),
  watched_seconds: number(),
  /** When the reader completed it; once set, never cleared. */
  completed_at: nullable(IsoDateTime),
  /** The 'Track your progress' step the lesson ticks, if any. */
  step: nullable(enums(BOOTCAMP_STEP_LESSONS)),
});
export type BootcampLesson = Infer<typeof BootcampLesson>;

export const BootcampCourse = object({
  lessons: array(BootcampLesson),
  totals: BootcampTotals,
});
export type BootcampCourse = Infer<typeof BootcampCourse>;

/**
 * POST /bootcamp/watch: pieces of an uploaded video lesson that played (the browser's
 * `video.played`). Saving the same pieces again changes nothing.
 */
export const BootcampWatchRequest = object({
  slug: Slug,
  ranges: size(array(WatchedRange), 1, BOOTCAMP_LIMITS.rangesPerSave),
});
export type BootcampWatchRequest = Infer<typeof BootcampWatchRequest>;

/** POST /bootcamp/mark_done: completes a text or link lesson. */
export const BootcampMarkDoneRequest = object({ slug: Slug });
export type BootcampMarkDoneRequest = Infer<typeof BootcampMarkDoneRequest>;

/** A lesson's progress after a save, and the course's totals. */
export const BootcampSaved = object({
  slug: string(),
  watched: array(WatchedRange),
  watched_seconds: number(),
  completed_at: nullable(IsoDateTime),
  totals: BootcampTotals,
});
export type BootcampSaved = Infer<typeof BootcampSaved>;
