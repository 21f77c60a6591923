// The care feature's part of the app's shared tables: its route rows (gathered in app/routes.ts),
// menu placements (app/routeMenus.ts), screen loaders (app/routeLoaders.ts for public pages,
// app/shellLoaders.ts for signed-in ones) and cached reads and what its writes change
// (app/query/invalidations.ts). Those tables import each file on its own, so that
// each loads with the chunk that needs it.
export { careRoutes } from './routes';
export { careAdminRoutes } from './adminRoutes';
export { careMenus } from './menus';
export { careLoaders } from './loaders';
export { careAdminLoaders } from './adminLoaders';
export { careQueries, careInvalidations } from './invalidations';
