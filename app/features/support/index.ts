// The support feature's part of the app's shared tables: its route rows (gathered in app/routes.ts),
// menu placements (app/routeMenus.ts), screen loaders (app/routeLoaders.ts for public pages,
// app/shellLoaders.ts for signed-in ones) and cached reads and what its writes change
// (app/query/invalidations.ts). Those tables import each file on its own, so that
// each loads with the chunk that needs it.
export { supportRoutes } from './routes';
export { supportMenus } from './menus';
export { supportLoaders } from './loaders';
export { supportAdminLoaders } from './adminLoaders';
export { supportAdminRoutes } from './adminRoutes';
export { supportQueries, supportInvalidations } from './invalidations';
