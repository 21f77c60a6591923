import type { FeatureLoaders } from '#app/chunks';
import { adminResource } from '#app/features/admin/adminResource.ts';

/**
 * The screens of the feature's signed-in pages, loaded on demand (each its own chunk). Gathered
 * in app/shellLoaders.ts, which loads with the first signed-in page, not with sign-in.
 */
export const testimonialsLoaders: FeatureLoaders = {
  testimonials: () =>
    import('./TestimonialsContainer').then((module) => module.TestimonialsContainer),
  adminChurchTestimonials: adminResource('AdminTestimonialsContainer'),
  adminChurchTestimonial: adminResource('AdminTestimonialContainer'),
};
