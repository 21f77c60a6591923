import { type RouteRow } from '#app/routeRow.ts';

/** The church inbox: the feature's routes, one row each (decision 060). */
export const messagesRoutes = [
  // Messages ('masseage' is the product's published path; kept so old links work).
  { name: 'inbox', path: '/inbox', area: 'main' },
  { name: 'message', path: '/masseage/:id', area: 'main' },
] as const satisfies readonly RouteRow[];
