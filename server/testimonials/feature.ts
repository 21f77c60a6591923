import { registerTestimonialRoutes } from './testimonial-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** Visitors' testimonials and their moderation. Its part of the server (server/features.ts). */
export const testimonialsFeature: ServerFeature = {
  api: registerTestimonialRoutes,
};
