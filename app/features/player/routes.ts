import { adminList, type RouteRow } from '#app/routeRow.ts';

/** The website video player's categories, answers and testimonials: the feature's routes, one row each (decision 060). */
export const playerRoutes = [
  { name: 'videoPlayer', path: '/videoPlayer', area: 'main' },
  ...adminList(
    ['adminCategories', 'adminCategoryCreate', 'adminCategory'],
    'category',
    ':categorySlug',
  ),
  {
    name: 'adminAnswerCreate',
    path: '/admin/category/detail/:categorySlug/answer/create',
    area: 'admin',
  },
  {
    name: 'adminAnswer',
    path: '/admin/category/detail/:categorySlug/answer/:answerSlug',
    area: 'admin',
  },
  {
    name: 'adminTestimonialCreate',
    path: '/admin/category/detail/:categorySlug/testimonial/create',
    area: 'admin',
  },
  {
    name: 'adminTestimonial',
    path: '/admin/category/detail/:categorySlug/testimonial/:testimonialSlug',
    area: 'admin',
  },
] as const satisfies readonly RouteRow[];
