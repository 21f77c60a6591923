// A gift's interval and states (issue 10, decision 045): pure lists, so the design system's
// giving form imports them without the struct library.

export const DONATION_INTERVALS = ['one_time', 'month'] as const;
export type DonationInterval = (typeof DONATION_INTERVALS)[number];

/**
 * - one_time: pending → completed | failed;
 * - month: pending → active (charged each month) | failed; active → canceled by the donor, or
 *   failed when a month's charge is refused.
 */
export const DONATION_STATUSES = ['pending', 'completed', 'active', 'failed', 'canceled'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
