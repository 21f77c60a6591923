import { type RouteRow } from '#app/routeRow.ts';

/**
 * The testimonials feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const testimonialsAdminRoutes = [
  // Not in the spec's table: every church's testimonials, read only (decision 054).
  { name: 'adminChurchTestimonials', path: '/admin/testimonials', area: 'admin' },
  { name: 'adminChurchTestimonial', path: '/admin/testimonials/:testimonialId', area: 'admin' },
] as const satisfies readonly RouteRow[];
