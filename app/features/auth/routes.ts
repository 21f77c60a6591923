import { type RouteRow } from '#app/routeRow.ts';

/** Signing in and passwords: the feature's routes, one row each (decision 060). */
export const authRoutes = [
  // Public pages under /users.
  { name: 'signIn', path: '/users/signIn', area: 'users' },
  { name: 'forgotPassword', path: '/users/forgot-password', area: 'users' },
  { name: 'resetPassword', path: '/users/reset-password', area: 'users' },
] as const satisfies readonly RouteRow[];
