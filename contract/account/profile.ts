import { array, boolean, enums, nullable, number, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Count, Id, IsoDateTime, RoleStruct } from '#contract/validation.ts';

/** A user whose state is not 'active' is restricted (spec section 4). */
export const USER_STATES = ['active', 'pending', 'suspended'] as const;
export type UserState = (typeof USER_STATES)[number];

export const CHURCH_STATUSES = ['active', 'pending', 'inactive'] as const;
export type ChurchStatus = (typeof CHURCH_STATUSES)[number];

/** Membership states; a pastor whose membership is not active needs to pay. */
export const MEMBERSHIP_STATES = ['active', 'past_due', 'canceled'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const MODERATOR_STATUSES = ['none', 'invited', 'approved'] as const;
export type ModeratorStatus = (typeof MODERATOR_STATUSES)[number];

/** Intro video statuses with their labels in spec section 4. */
export const VIDEO_STATUSES = ['created', 'review', 'approved', 'blocked', 'no_payment'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Where an uploaded or recorded video's processing stands (decision 034). */
export const VIDEO_PROCESSING = ['processing', 'ready', 'failed'] as const;
export type VideoProcessing = (typeof VIDEO_PROCESSING)[number];

export const Plan = object({
  code: string(),
  name: string(),
  /** The plan's tier (e.g. `0-99`), whose name the app translates; null for a plan not on sale. */
  tier: nullable(string()),
  interval: enums(BILLING_INTERVALS),
});
export type Plan = Infer<typeof Plan>;

export const Membership = object({
  state: enums(MEMBERSHIP_STATES),
  plan: nullable(Plan),
  /** End of the paid period (the licence lasts one year). */
  current_period_end: nullable(IsoDateTime),
});
export type Membership = Infer<typeof Membership>;

/** A postal address; `name` is the addressee or the campus name. */
export const Address = object({
  name: string(),
  address: string(),
  address2: nullable(string()),
  city: string(),
  state: string(),
  zip_code: string(),
  country: string(),
});
export type Address = Infer<typeof Address>;

/** A church campus shown on the church finder map. */
export const Location = object({
  id: Id,
  name: string(),
  address: string(),
  address2: nullable(string()),
  city: string(),
  state: string(),
  zip_code: string(),
  country: string(),
  /** The map pin in degrees; both null until one is placed. */
  latitude: nullable(number()),
  longitude: nullable(number()),
});
export type Location = Infer<typeof Location>;

export const VideoSummary = object({
  id: Id,
  /** The custom URL, when one was picked. */
  slug: nullable(string()),
  url: string(),
  status: enums(VIDEO_STATUSES),
  /** An uploaded or recorded video's processing; null for an embed. */
  processing: nullable(enums(VIDEO_PROCESSING)),
  /** The poster taken from the video's own frame, once processed. */
  poster_url: nullable(string()),
});
export type VideoSummary = Infer<typeof VideoSummary>;

export const Moderator = object({ status: enums(MODERATOR_STATUSES) });
export type Moderator = Infer<typeof Moderator>;

/** The signed-in user's profile: every field the session reads (spec section 3). */
export const LookupProfileResponse = object({
  account_id: Id,
  account_slug: string(),
  id: Id,
  state: enums(USER_STATES),
  restricted: boolean(),
  church_name: nullable(string()),
  church_website: nullable(string()),
  waiting_videos: Count,
  /** Testimonials waiting for this person's decision (what Testimonials lists as pending). */
  pending_testimonials: Count,
  new_connections: Count,
  /** Messages in the church's inbox nobody has opened yet (the menu and dashboard count). */
  unread_messages: Count,
  church_phone: nullable(string()),
  church_status: nullable(enums(CHURCH_STATUSES)),
  photo_url: nullable(string()),
  membership: nullable(Membership),
  shipping_address: nullable(Address),
  invite_video: nullable(VideoSummary),
  invite_church_logo: nullable(string()),
  story: nullable(VideoSummary),
  profile_video: nullable(VideoSummary),
  moderator: Moderator,
  firstname: string(),
  lastname: string(),
  /** The church's first campus; null when it has none (the Campuses badge shows). */
  location: nullable(Location),
  intro_video_slug: nullable(string()),
  role: array(RoleStruct),
  email: string(),
  show_mode: boolean(),
  is_truelife_member: boolean(),
  need_to_pay: boolean(),
});
export type LookupProfileResponse = Infer<typeof LookupProfileResponse>;
