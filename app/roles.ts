import type { Role } from '#contract';
import type { MenuId, RouteName } from './routes';

/** The seven roles (spec section 6), shared with the server through contract/roles.ts. */
export { ROLES as roles, isRole } from '#contract/roles';
export type { Role } from '#contract/roles';

export function isAdmin(userRoles: readonly Role[]): boolean {
  return userRoles.includes('admin');
}

/** A paying church partner: evangelism without free_evangelism (spec section 4). */
export function isPayingPastor(userRoles: readonly Role[]): boolean {
  return userRoles.includes('evangelism') && !userRoles.includes('free_evangelism');
}

/**
 * The dashboard of a user's role (guard rule 7). When a user holds several roles, the first
 * of admin, the partner roles, care, individual decides.
 */
export function dashboardFor(userRoles: readonly Role[]): RouteName {
  if (userRoles.includes('admin')) return 'adminDashboard';
  if (
    userRoles.some(
      (role) =>
        role === 'evangelism' ||
        role === 'free_evangelism' ||
        role === 'website' ||
        role === 'discipleship',
    )
  ) {
    return 'dashboard';
  }
  if (userRoles.includes('care')) return 'careDashboard';
  if (userRoles.includes('individual')) return 'individualDashboard';
  return 'dashboard';
}

/**
 * The left menus a user's roles combine, in the order they are shown (spec section 6):
 * admins see the admin menu only; free_evangelism takes the reduced menu in place of the
 * pastor one; website and discipleship get the pastor items plus the care items.
 */
export function menuIdsFor(userRoles: readonly Role[]): MenuId[] {
  if (isAdmin(userRoles)) return ['admin'];
  const ids = new Set<MenuId>();
  const partner = userRoles.some(
    (role) => role === 'evangelism' || role === 'website' || role === 'discipleship',
  );
  if (userRoles.includes('free_evangelism')) ids.add('free');
  else if (partner) ids.add('pastor');
  if (userRoles.includes('individual')) ids.add('individual');
  if (userRoles.some((role) => role === 'care' || role === 'website' || role === 'discipleship'))
    ids.add('care');
  return [...ids];
}
