import type { MessageKey } from '#ds/i18n';
import { authRoutes } from './features/auth/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { givingRoutes } from './features/giving/routes.ts';
import { supportRoutes } from './features/support/routes.ts';
import { messagesRoutes } from './features/messages/routes.ts';
import { churchRoutes } from './features/church/routes.ts';
import { campusesRoutes } from './features/campuses/routes.ts';
import { careRoutes } from './features/care/routes.ts';
import { videosRoutes } from './features/videos/routes.ts';
import { testimonialsRoutes } from './features/testimonials/routes.ts';
import { resultsRoutes } from './features/results/routes.ts';
import { cardOrdersRoutes } from './features/cardOrders/routes.ts';
import { storeRoutes } from './features/store/routes.ts';
import { connectionsRoutes } from './features/connections/routes.ts';
import { moderatorsRoutes } from './features/moderators/routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { playerRoutes } from './features/player/routes.ts';
import { areaRules, type RouteArea, type RouteRow } from './routeRow.ts';
import type { adminRows } from './adminRoutes.ts';

/**
 * THE route table (spec section 2), gathered from the features' rows
 * (app/features/<feature>/routes.ts): the router, the guard, the menus and the tests are derived
 * from it. A route's title is the locale key `routes.<name>`. Its screen is loaded through
 * `routeLoaders.ts`, which only the router imports: a route without a loader opens the
 * coming-soon page. Where it shows in the menus is `routeMenus.ts`, which only the signed-in
 * shell loads. The admin area's rows join it later (app/adminRoutes.ts, `loadAdminRoutes`).
 */
const rows = [
  ...authRoutes,
  ...systemRoutes,
  ...dashboardRoutes,
  ...accountRoutes,
  ...billingRoutes,
  ...givingRoutes,
  ...supportRoutes,
  ...messagesRoutes,
  ...churchRoutes,
  ...campusesRoutes,
  ...careRoutes,
  ...videosRoutes,
  ...testimonialsRoutes,
  ...resultsRoutes,
  ...cardOrdersRoutes,
  ...storeRoutes,
  ...connectionsRoutes,
  ...moderatorsRoutes,
  ...contentRoutes,
  ...playerRoutes,
] as const satisfies readonly RouteRow[];

/** The name of every route, checked by the compiler wherever a route is named. */
export type RouteName = (typeof rows)[number]['name'] | (typeof adminRows)[number]['name'];

/** One route with every flag spelled out (parent rules folded in). */
export type AppRoute = {
  name: RouteName;
  /** Path without the locale prefix; `:param` segments as react-router writes them. */
  path: string;
  aliases: readonly string[];
  area: RouteArea;
  /** `routes.<name>`: the page title, and the menu item's label unless it names its own. */
  titleKey: MessageKey;
  /** Open to everyone (guard rule 2). */
  system: boolean;
  /** Reached without a login: system, /users and stand-alone pages (guard rule 3). */
  public: boolean;
  /** Plain layout with footer, no shell. */
  standalone: boolean;
  adminOnly: boolean;
  /** The parent area requires payment (guard rule 6). */
  parentNeedsPayment: boolean;
  /** The page itself requires payment (guard rule 6). */
  needsPayment: boolean;
  dashboard: boolean;
  darkTheme: boolean;
  hideProgressBar: boolean;
};

/** The locale key of every route's title; the compiler checks that en.json has each one. */
export type RouteTitleKey = `routes.${RouteName}` & MessageKey;

// Fails to compile when a route has no `routes.<name>` key in locales/en.json.
const everyTitleHasAKey: `routes.${RouteName}` extends MessageKey ? true : never = true;
void everyTitleHasAKey;

/** A route's title key, derived from its name. */
export function titleKeyOf(name: RouteName): RouteTitleKey {
  return `routes.${name}` as RouteTitleKey;
}

function toRoute(row: RouteRow): AppRoute {
  const rules = areaRules[row.area];
  return {
    name: row.name as RouteName,
    path: row.path,
    aliases: row.aliases ?? [],
    area: row.area,
    titleKey: titleKeyOf(row.name as RouteName),
    system: rules.system,
    public: !rules.requiresLogin,
    standalone: rules.standalone,
    adminOnly: rules.adminOnly,
    parentNeedsPayment: rules.needsPayment,
    needsPayment: rules.needsPayment && (row.needsPayment ?? true),
    dashboard: row.dashboard ?? false,
    darkTheme: row.darkTheme ?? false,
    hideProgressBar: row.hideProgressBar ?? false,
  };
}

/** Every route, in table order: the admin area's once they are loaded (`loadAdminRoutes`). */
export const appRoutes: AppRoute[] = rows.map((row) => toRoute(row));

/** Every route by name. */
export const routesByName = Object.fromEntries(
  appRoutes.map((route) => [route.name, route]),
) as Record<RouteName, AppRoute>;

let adminRoutesAdded = false;

/** Adds the admin area's rows (app/adminRoutes.ts does, when it loads). */
export function addAdminRoutes(more: readonly RouteRow[]): void {
  if (adminRoutesAdded) return;
  for (const route of more.map(toRoute)) {
    appRoutes.push(route);
    routesByName[route.name] = route;
  }
  adminRoutesAdded = true;
}

/** Whether the admin area's rows are in the table. */
export function hasAdminRoutes(): boolean {
  return adminRoutesAdded;
}

/** An address of the admin area (without locale prefix), whose rows may not be loaded yet. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

export function routeByName(name: RouteName): AppRoute {
  return routesByName[name];
}

/** Paths that only redirect: `/` to the dashboard, `/admin` to the admin dashboard. */
export const indexRedirects: Readonly<Record<string, RouteName>> = {
  '/': 'dashboard',
  '/admin': 'adminDashboard',
};

/** Where unknown paths go (spec section 2). */
export const fallbackRoute: RouteName = 'systemNotFound';

/** Builds a route's path, filling `:params`. */
export function pathFor(
  name: RouteName,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathFor('${name}') needs the parameter '${key}'`);
    return encodeURIComponent(String(value));
  });
}
