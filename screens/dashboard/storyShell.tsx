/** Stories only: a dashboard inside the app shell, with the role's menu from the shell fixtures. */
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { useLocale, useT } from '#ds/i18n';
import { AppShell, Footer, LanguageSwitcher, UserMenu } from '#ds/shell';
import {
  roleHomeHref,
  roleMenu,
  type RoleMenuOptions,
  type ShellRole,
} from '#ds/shell/fixtures/roleMenus';
import { StoryLogo } from '#ds/shell/fixtures/StoryLogo';
import type { Locale } from '#ds/i18n';
import { storyYear } from '#screens/shared/storySupport';

const logout = fn();

export function StoryShell({
  role,
  name,
  menu,
  onLocaleChange,
  children,
}: {
  role: ShellRole;
  name: string;
  menu?: Partial<RoleMenuOptions>;
  /** The story's locale-global setter (Storybook hooks belong in the story function). */
  onLocaleChange: (locale: Locale) => void;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <AppShell
      logo={<StoryLogo href={roleHomeHref[role]} />}
      menuSections={roleMenu(role, t, locale, menu)}
      activeHref={roleHomeHref[role]}
      languageSwitcher={<LanguageSwitcher locale={locale} onChange={onLocaleChange} />}
      userMenu={
        <UserMenu
          name={name}
          isAdmin={role === 'admin'}
          editProfileHref="/updateInfo"
          settingsHref="/admin/settings"
          onLogout={logout}
        />
      }
      footer={<Footer year={storyYear} />}
    >
      {children}
    </AppShell>
  );
}
