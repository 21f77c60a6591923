import type { EndpointName } from '#contract';
import { resourceNames } from '#app/query/resourceInvalidations';

/** The giving feature's endpoints that only read: their answers are what queries cache. */
export const givingQueries = [
  'givingOptions',
  'myDonations',
] as const satisfies readonly EndpointName[];

/** What each of the giving feature's writes changes: the queries to refresh after it succeeds. */
export const givingInvalidations = {
  // A gift shows in the donor's own list, and in the admin's gifts.
  donate: ['myDonations', ...resourceNames.reads],
  cancelDonation: ['myDonations', ...resourceNames.reads],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
