import { array, enums, nullable, object, optional, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Count, Id, IsoDateTime, queryInteger } from '#contract/validation.ts';

/**
 * A testimonial's life (decision 054): sent with consent → `pending`; a moderator approves
 * (`approved`, shown on the church's public page) or rejects it (`rejected`); the person may
 * withdraw it at any time (`withdrawn`, its words erased).
 */
export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** Where the person wrote it: the church's public page, or a video page of the church. */
export const TESTIMONIAL_SOURCES = ['church_page', 'video_page'] as const;
export type TestimonialSource = (typeof TESTIMONIAL_SOURCES)[number];

/** The languages a consent can be given in (the public pages'). */
export const CONSENT_LOCALES = ['en', 'es', 'fr', 'ko'] as const;
export type ConsentLocale = (typeof CONSENT_LOCALES)[number];

/** The longest story and first name a person may send. */
export const TESTIMONIAL_LIMITS = { firstName: 60, story: 2000 };

/** What the person agreed to, as it was recorded when they sent the story. */
export const ConsentRecord = object({
  /** The exact words of the checkbox they ticked, in the page's language. */
  text: string(),
  /** The version of those words (decision 054): a change of wording is a new version. */
  version: string(),
  locale: enums(CONSENT_LOCALES),
  given_at: IsoDateTime,
});
export type ConsentRecord = Infer<typeof ConsentRecord>;

/** One testimonial as the church's moderators see it. Its words are null once withdrawn. */
export const Testimonial = object({
  id: Id,
  account_id: Id,
  church_name: string(),
  status: enums(TESTIMONIAL_STATUSES),
  first_name: nullable(string()),
  story: nullable(string()),
  source: enums(TESTIMONIAL_SOURCES),
  consent: ConsentRecord,
  created_at: IsoDateTime,
  /** Who decided last, and when (null while pending). */
  decided_by: nullable(string()),
  decided_at: nullable(IsoDateTime),
  withdrawn_at: nullable(IsoDateTime),
});
export type Testimonial = Infer<typeof Testimonial>;

/** GET /testimonials: one state's testimonials of the churches the caller moderates, newest first. */
export const TestimonialsRequest = object({
  status: optional(enums(TESTIMONIAL_STATUSES)),
  page: optional(queryInteger(1, 100_000)),
  page_size: optional(queryInteger(1, 100)),
});
export type TestimonialsRequest = Infer<typeof TestimonialsRequest>;

export const TestimonialCounts = object({
  pending: Count,
  approved: Count,
  rejected: Count,
  withdrawn: Count,
});
export type TestimonialCounts = Infer<typeof TestimonialCounts>;

export const TestimonialsResponse = object({
  testimonials: array(Testimonial),
  /** How many of each state, for the tabs (and the menu's pending count). */
  counts: TestimonialCounts,
  total: Count,
  page: Count,
  page_size: Count,
});
export type TestimonialsResponse = Infer<typeof TestimonialsResponse>;

/** POST /approve_testimonial and /reject_testimonial. */
export const DecideTestimonialRequest = object({ id: Id });
export type DecideTestimonialRequest = Infer<typeof DecideTestimonialRequest>;

export const TestimonialDecisionResponse = object({ testimonial: Testimonial });
export type TestimonialDecisionResponse = Infer<typeof TestimonialDecisionResponse>;
