import { type RouteRow } from '#app/routeRow.ts';

/** Users and accounts (admin): the feature's routes, one row each (decision 060). */
export const usersRoutes = [
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
