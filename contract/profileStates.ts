// A user's, a church's, a membership's and an intro video's states (spec section 4): pure lists,
// so the design system's chips and summaries import them without the struct library.

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
