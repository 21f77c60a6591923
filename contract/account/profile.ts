import { array, boolean, enums, nullable, number, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import {
  BILLING_INTERVALS,
  MEMBERSHIP_STATES,
  MODERATOR_STATUSES,
  USER_STATES,
  VIDEO_STATUSES,
  CHURCH_STATUSES,
  VIDEO_PROCESSING,
} from '#contract/profileStates.ts';
import { Count, Id, IsoDateTime, RoleStruct } from '#contract/validation.ts';

export {
  BILLING_INTERVALS,
  CHURCH_STATUSES,
  MEMBERSHIP_STATES,
  MODERATOR_STATUSES,
  USER_STATES,
  VIDEO_PROCESSING,
  VIDEO_STATUSES,
  type BillingInterval,
  type ChurchStatus,
  type MembershipState,
  type ModeratorStatus,
  type UserState,
  type VideoProcessing,
  type VideoStatus,
} from '#contract/profileStates.ts';

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
