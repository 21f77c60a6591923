import { type RouteRow } from '#app/routeRow.ts';

/** Care: church access and care videos: the feature's routes, one row each (decision 060). */
export const careRoutes = [
  { name: 'churchAccess', path: '/churchAccess', area: 'main' },
  { name: 'careVideoPlayer', path: '/careVideoPlayer', area: 'main' },
] as const satisfies readonly RouteRow[];
