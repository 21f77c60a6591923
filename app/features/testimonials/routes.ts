import { type RouteRow } from '#app/routeRow.ts';

/** Testimonials: the feature's routes, one row each (decision 060). */
export const testimonialsRoutes = [
  { name: 'testimonials', path: '/testimonials', area: 'main' },
] as const satisfies readonly RouteRow[];
