import type { EndpointName } from '#contract';
import { resourceNames } from '#app/query/resourceInvalidations';

/** The testimonials feature's endpoints that only read: their answers are what queries cache. */
export const testimonialsQueries = ['testimonials'] as const satisfies readonly EndpointName[];

/** What each of the testimonials feature's writes changes: the queries to refresh after it succeeds. */
export const testimonialsInvalidations = {
  // A decision moves a testimonial between the tabs and changes the menu's pending count.
  approveTestimonial: ['testimonials', 'lookupProfile', ...resourceNames.reads],
  rejectTestimonial: ['testimonials', 'lookupProfile', ...resourceNames.reads],
} as const satisfies Readonly<Partial<Record<EndpointName, readonly EndpointName[]>>>;
