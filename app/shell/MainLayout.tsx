import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ToastProvider } from '#ds/feedback/Toast';
import { useLocale, useT } from '#ds/i18n';
import { AppShell, Footer, LanguageSwitcher, UserMenu } from '#ds/shell';
import { leftMenuFor } from '#app/menus';
import { dashboardFor, isAdmin } from '#app/roles';
import {
  logout,
  menuLinkTargets,
  menuUserOf,
  session,
  setMenuCollapsed,
  type SessionUser,
} from '#app/session';
import { useLocaleSwitch } from '#app/shared/useLocaleSwitch';
import { useRouteHref } from '#app/shared/useRouteHref';
import { QueryProvider } from '#app/query/QueryProvider';
import { AppLogo } from './AppLogo';
import { GetHelpLink } from '#app/features/support/GetHelpLink';

/** The name the user menu shows: the person's name, else their address (known once the profile answers). */
function displayName(user: SessionUser): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}

/**
 * The signed-in frame of the main app and the admin area: the top bar with the language
 * switcher and the user menu, the role's left menu (spec section 6), the page and the footer.
 * Pages inside it can show toasts.
 */
export function MainLayout({
  children,
  viewportWidth,
}: {
  children: ReactNode;
  /** The width that picks the menu's mode; the window's when left out (the build's stand-ins give one). */
  viewportWidth?: number;
}) {
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const { pathname } = useLocation();
  const switchLocale = useLocaleSwitch();
  const snap = useSnapshot(session);
  // Snapshots are read-only views of the same shape.
  const user = snap.user as SessionUser | null;

  const menuSections = useMemo(
    () =>
      user
        ? leftMenuFor(menuUserOf(user), { t, locale, links: menuLinkTargets(user, locale) })
        : [],
    [user, t, locale],
  );

  const admin = user ? isAdmin(user.roles) : false;
  const homeHref = href(user ? dashboardFor(user.roles) : 'dashboard');
  // Admins may not open the main app's pages (guard rule 5): their own user page is in the admin area.
  const editProfileHref = admin
    ? user?.userId
      ? href('adminUser', { params: { userId: user.userId } })
      : href('adminUsers')
    : href('updateInfo');
  const name = user ? displayName(user) : '';

  return (
    <AppShell
      logo={<AppLogo href={homeHref} />}
      menuSections={menuSections}
      activeHref={pathname}
      menuCollapsed={snap.menu.collapsed}
      onMenuCollapsedChange={setMenuCollapsed}
      viewportWidth={viewportWidth}
      languageSwitcher={<LanguageSwitcher locale={locale} onChange={switchLocale} />}
      userMenu={
        name ? (
          <UserMenu
            name={name}
            avatarUrl={user?.photoUrl ?? undefined}
            isAdmin={admin}
            editProfileHref={editProfileHref}
            settingsHref={href('adminSettings')}
            onLogout={() => void logout()}
          />
        ) : undefined
      }
      footer={
        <>
          <GetHelpLink roles={user?.roles} />
          <Footer />
        </>
      }
    >
      <ToastProvider>
        <QueryProvider>{children}</QueryProvider>
      </ToastProvider>
    </AppShell>
  );
}
