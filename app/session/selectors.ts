import { defaultLocale, type Locale } from '../../design-system/i18n';
import type { MenuLinkTargets, MenuUser } from '../menus';
import { publicChurchUrl } from '../publicChurchPage';
import { isEmpty, type SessionUser } from './user';

/** What the menus read of the user. */
export function menuUserOf(user: SessionUser): MenuUser {
  return {
    roles: user.roles,
    needToPay: user.needToPay,
    moderatorStatus: user.moderator.status,
    hasLocation: !isEmpty(user.location),
    waitingVideos: user.waitingVideos,
    newConnections: user.newConnections,
    unreadMessages: user.unreadMessages,
  };
}

/**
 * Addresses of the menu's outside links. The church's public profile is the page this product
 * serves at /church/{account slug}, in the menu's language (`publicChurchUrl`); without a slug
 * the link is left out.
 */
export function menuLinkTargets(
  user: SessionUser,
  locale: Locale = defaultLocale,
  origin?: string,
): MenuLinkTargets {
  const url = publicChurchUrl(
    user.accountSlug ?? '',
    locale,
    ...(origin === undefined ? [] : [origin]),
  );
  return url ? { viewPublicProfile: url } : {};
}
