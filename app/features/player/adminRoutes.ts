import { adminList, type RouteRow } from '#app/routeRow.ts';

/**
 * The player feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const playerAdminRoutes = [
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
