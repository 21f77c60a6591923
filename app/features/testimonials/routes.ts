import { type RouteRow } from '#app/routeRow.ts';

/** Testimonials: the feature's routes, one row each (decision 060). */
export const testimonialsRoutes = [
  { name: 'testimonials', path: '/testimonials', area: 'main' },
  // Not in the spec's table: every church's testimonials, read only (decision 054).
  { name: 'adminChurchTestimonials', path: '/admin/testimonials', area: 'admin' },
  { name: 'adminChurchTestimonial', path: '/admin/testimonials/:testimonialId', area: 'admin' },
] as const satisfies readonly RouteRow[];
