import { type RouteRow } from '#app/routeRow.ts';

/** Card results: the feature's routes, one row each (decision 060). */
export const resultsRoutes = [
  { name: 'getResults', path: '/get-results', area: 'main' },
] as const satisfies readonly RouteRow[];
