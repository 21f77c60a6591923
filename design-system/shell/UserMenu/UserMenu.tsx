import { Avatar } from '#ds/display/Avatar';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { MenuButton } from '../MenuButton';
import { StyledName } from './UserMenu.styles';

export type UserMenuProps = {
  /** The signed-in person's name, shown beside the avatar. */
  name: string;
  /** Their photo; initials show without one. */
  avatarUrl?: string;
  /** Admins also get Settings (spec sections 2 and 6). */
  isAdmin?: boolean;
  /** Where Edit profile goes. */
  editProfileHref: string;
  /** Where Settings goes (shown to admins only). */
  settingsHref?: string;
  /** Log out: the app clears the session and goes to sign-in. */
  onLogout: () => void;
  /** Start with the menu open (visual references). */
  defaultOpen?: boolean;
};

/**
 * The avatar and name at the end of the top bar, opening a menu with Edit profile,
 * Settings (admins) and Log out. A WAI-ARIA menu button: arrows, Home, End, Escape, focus return.
 */
export function UserMenu({
  name,
  avatarUrl,
  isAdmin = false,
  editProfileHref,
  settingsHref,
  onLogout,
  defaultOpen,
}: UserMenuProps) {
  const t = useT();
  return (
    <MenuButton
      align="end"
      defaultOpen={defaultOpen}
      buttonContent={
        <>
          <Avatar name={name} src={avatarUrl} size="small" decorative />
          <StyledName>{name}</StyledName>
          <span className="visually-hidden">{t('userMenu.menuName')}</span>
          <Icon name="chevron-down" size="small" />
        </>
      }
    >
      <MenuButton.Item href={editProfileHref} icon={<Icon name="user" size="small" />}>
        {t('userMenu.editProfile')}
      </MenuButton.Item>
      {isAdmin && settingsHref && (
        <MenuButton.Item href={settingsHref} icon={<Icon name="settings" size="small" />}>
          {t('userMenu.settings')}
        </MenuButton.Item>
      )}
      <MenuButton.Separator />
      <MenuButton.Item onSelect={onLogout} icon={<Icon name="logout" size="small" />}>
        {t('userMenu.logOut')}
      </MenuButton.Item>
    </MenuButton>
  );
}
