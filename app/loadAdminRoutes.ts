import { addAdminRoutes, hasAdminRoutes } from './routes.ts';

let adminRoutesLoad: Promise<void> | null = null;

/**
 * Loads the admin area's rows into the table: a small chunk, which the sign-in page does
 * without. The router waits for it for an admin or at an /admin address, and sign-in loads it
 * with the session; a failure is forgotten, so the next attempt loads again. (Apart from
 * routes.ts, which app/adminRoutes.ts imports, so the two do not import each other.)
 */
export function loadAdminRoutes(): Promise<void> {
  if (hasAdminRoutes()) return Promise.resolve();
  adminRoutesLoad ??= import('./adminRoutes.ts').then(
    ({ adminRows }) => addAdminRoutes(adminRows),
    (error: unknown) => {
      adminRoutesLoad = null;
      throw error;
    },
  );
  return adminRoutesLoad;
}
