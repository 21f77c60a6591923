import { registerAdminDashboardRoute } from './admin-dashboard-routes.ts';
import type { ServerFeature } from '#server/feature.ts';

/** The admin dashboard's figures. Its part of the server (server/features.ts). */
export const dashboardFeature: ServerFeature = {
  api: registerAdminDashboardRoute,
};
