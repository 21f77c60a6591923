import { type RouteRow } from '#app/routeRow.ts';

/** Connections between people and churches: the feature's routes, one row each (decision 060). */
export const connectionsRoutes = [
  { name: 'connectToChurch', path: '/connect-to-church', area: 'main' },
  // Connections.
  { name: 'connectRequest', path: '/connect-request', area: 'main' },
] as const satisfies readonly RouteRow[];
