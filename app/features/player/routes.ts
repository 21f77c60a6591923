import { type RouteRow } from '#app/routeRow.ts';

/** The website video player's categories, answers and testimonials: the feature's routes, one row each (decision 060). */
export const playerRoutes = [
  { name: 'videoPlayer', path: '/videoPlayer', area: 'main' },
] as const satisfies readonly RouteRow[];
