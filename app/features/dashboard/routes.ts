import { type RouteRow } from '#app/routeRow.ts';

/** The role dashboards: the feature's routes, one row each (decision 060). */
export const dashboardRoutes = [
  // Main app: dashboards.
  { name: 'dashboard', path: '/dashboard', area: 'main', needsPayment: false, dashboard: true },
  {
    name: 'careDashboard',
    path: '/care-dashboard',
    area: 'main',
    needsPayment: false,
    dashboard: true,
  },
  {
    name: 'individualDashboard',
    path: '/individual-dashboard',
    area: 'main',
    needsPayment: false,
    dashboard: true,
  },
] as const satisfies readonly RouteRow[];
