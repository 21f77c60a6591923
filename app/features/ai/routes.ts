import { type RouteRow } from '#app/routeRow.ts';

/** AI control (admin): the feature's routes, one row each (decision 060). */
export const aiRoutes = [
  { name: 'adminAiControl', path: '/admin/ai_control', area: 'admin' },
] as const satisfies readonly RouteRow[];
