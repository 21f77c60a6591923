import { type RouteRow } from '#app/routeRow.ts';

/**
 * The users feature's admin pages, one row each (decision 060): gathered in app/adminRoutes.ts,
 * which loads with the signed-in session or an /admin address, not with the sign-in page.
 */
export const usersAdminRoutes = [
  { name: 'adminUsers', path: '/admin/user', area: 'admin' },
  { name: 'adminFreeUsers', path: '/admin/free_user', area: 'admin' },
  { name: 'adminPastorSignups', path: '/admin/paster_signup', area: 'admin' },
  // Not in the spec's table: a user's own page and the add form (docs/decisions/019), in no menu.
  { name: 'adminUserCreate', path: '/admin/user/create', area: 'admin' },
  { name: 'adminUser', path: '/admin/user/:userId', area: 'admin' },
  { name: 'adminAccounts', path: '/admin/account', area: 'admin' },
  { name: 'adminAccountCreate', path: '/admin/account/create', area: 'admin' },
  { name: 'adminAccount', path: '/admin/account/:accountId', area: 'admin' },
] as const satisfies readonly RouteRow[];
