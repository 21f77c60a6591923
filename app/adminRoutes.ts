import { dashboardAdminRoutes } from './features/dashboard/adminRoutes.ts';
import { givingAdminRoutes } from './features/giving/adminRoutes.ts';
import { campusesAdminRoutes } from './features/campuses/adminRoutes.ts';
import { careAdminRoutes } from './features/care/adminRoutes.ts';
import { videosAdminRoutes } from './features/videos/adminRoutes.ts';
import { testimonialsAdminRoutes } from './features/testimonials/adminRoutes.ts';
import { cardOrdersAdminRoutes } from './features/cardOrders/adminRoutes.ts';
import { storeAdminRoutes } from './features/store/adminRoutes.ts';
import { moderatorsAdminRoutes } from './features/moderators/adminRoutes.ts';
import { contentAdminRoutes } from './features/content/adminRoutes.ts';
import { playerAdminRoutes } from './features/player/adminRoutes.ts';
import { supportAdminRoutes } from './features/support/adminRoutes.ts';
import { usersAdminRoutes } from './features/users/adminRoutes.ts';
import { shortCodesAdminRoutes } from './features/shortCodes/adminRoutes.ts';
import { settingsAdminRoutes } from './features/settings/adminRoutes.ts';
import { aiAdminRoutes } from './features/ai/adminRoutes.ts';
import type { RouteRow } from './routeRow.ts';

/**
 * The admin area's rows of the route table, gathered from the features'
 * app/features/<feature>/adminRoutes.ts. They join the table (`addAdminRoutes` in
 * app/routes.ts) when `loadAdminRoutes` has loaded them (for an admin, an /admin address, or
 * with sign-in), and when the signed-in shell's menus read the table. The sign-in page never
 * loads them. Like every module of ours, importing this one does nothing by itself (the build
 * drops modules whose exports go unused).
 */
export const adminRows = [
  ...dashboardAdminRoutes,
  ...givingAdminRoutes,
  ...campusesAdminRoutes,
  ...careAdminRoutes,
  ...videosAdminRoutes,
  ...testimonialsAdminRoutes,
  ...cardOrdersAdminRoutes,
  ...storeAdminRoutes,
  ...moderatorsAdminRoutes,
  ...contentAdminRoutes,
  ...playerAdminRoutes,
  ...supportAdminRoutes,
  ...usersAdminRoutes,
  ...shortCodesAdminRoutes,
  ...settingsAdminRoutes,
  ...aiAdminRoutes,
] as const satisfies readonly RouteRow[];
