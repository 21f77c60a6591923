// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

describe('the admin rows of the route table', () => {
  it('are not in the table until they load, then route like any other row', async () => {
    // A fresh module graph: the unit tests' set-up has loaded them in the shared one.
    vi.resetModules();
    const routes = await import('./routes');
    const { loadAdminRoutes } = await import('./loadAdminRoutes');
    const { matchHref } = await import('./locale');
    const { safeReturnPath } = await import('./routing');
    expect(routes.hasAdminRoutes()).toBe(false);
    expect(routes.appRoutes.some((route) => route.area === 'admin')).toBe(false);
    expect(matchHref('/ko/admin/user')).toBeNull();
    // The pages before sign-in route without them.
    expect(matchHref('/users/signIn')?.route.name).toBe('signIn');
    expect(routes.isAdminPath('/admin')).toBe(true);
    expect(routes.isAdminPath('/admin/user/7')).toBe(true);
    expect(routes.isAdminPath('/administrator')).toBe(false);

    await loadAdminRoutes();
    expect(routes.hasAdminRoutes()).toBe(true);
    expect(matchHref('/ko/admin/user/7')).toMatchObject({
      route: { name: 'adminUser', area: 'admin', adminOnly: true },
      params: { userId: '7' },
    });
    expect(routes.pathFor('adminDashboard')).toBe('/admin/dashboard');
    expect(safeReturnPath('/admin/user?page=2')).toBe('/admin/user?page=2');
    // Loaded once: a second load adds nothing twice.
    const count = routes.appRoutes.length;
    await loadAdminRoutes();
    expect(routes.appRoutes).toHaveLength(count);
    expect(new Set(routes.appRoutes.map((route) => route.name)).size).toBe(count);
  });
});
