import type { ResourceRoutes, ResourceView } from './useResourceListScreen';

/** Where the accounts' pages are (app/routes.ts). */
export const accountRoutes: ResourceRoutes = {
  list: 'adminAccounts',
  create: 'adminAccountCreate',
  record: { name: 'adminAccount', param: 'accountId' },
};

/** Where the users' pages are (app/routes.ts, docs/decisions/019-admin-user-routes.md). */
export const userRoutes: ResourceRoutes = {
  list: 'adminUsers',
  create: 'adminUserCreate',
  record: { name: 'adminUser', param: 'userId' },
};

/** The admin's three user lists: views of one list, filtered by role. */
export const userViews: readonly ResourceView[] = [
  { route: 'adminUsers', labelKey: 'resources.users.views.all' },
  {
    route: 'adminFreeUsers',
    labelKey: 'resources.users.views.free',
    fixed: { role: 'free_evangelism' },
  },
  {
    route: 'adminPastorSignups',
    labelKey: 'resources.users.views.pastor',
    fixed: { role: 'evangelism' },
  },
];
