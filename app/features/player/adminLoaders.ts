import type { FeatureLoaders, ScreenLoader } from '#app/chunks';
import type * as AdminPlayerContainers from './AdminPlayerContainers';

/** One chunk for the player admin's pages (the content editor, TipTap, is a lazy chunk of its own). */
const playerAdmin =
  (name: keyof typeof AdminPlayerContainers): ScreenLoader =>
  () =>
    import('./AdminPlayerContainers').then((module) => module[name] as never);

/** The website player's categories, answers and testimonials (issue 26). Gathered in app/shellLoaders.ts. */
export const playerAdminLoaders: FeatureLoaders = {
  adminCategories: playerAdmin('AdminCategoriesContainer'),
  adminCategoryCreate: playerAdmin('AdminCategoryCreateContainer'),
  adminCategory: playerAdmin('AdminCategoryContainer'),
  adminAnswerCreate: playerAdmin('AdminAnswerCreateContainer'),
  adminAnswer: playerAdmin('AdminAnswerContainer'),
  adminTestimonialCreate: playerAdmin('AdminTestimonialCreateContainer'),
  adminTestimonial: playerAdmin('AdminTestimonialContainer'),
};
