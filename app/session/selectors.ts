import type { MenuLinkTargets, MenuUser } from '../menus';
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
 * Addresses of the menu's outside links. The church's public profile lives on the public
 * site (`VITE_PUBLIC_SITE_URL`), under /churches/{account slug}; without either the link is
 * left out.
 */
export function menuLinkTargets(
  user: SessionUser,
  publicSiteUrl: string | undefined = import.meta.env.VITE_PUBLIC_SITE_URL,
): MenuLinkTargets {
  if (!publicSiteUrl || !user.accountSlug) return {};
  return {
    viewPublicProfile: `${publicSiteUrl.replace(/\/+$/, '')}/churches/${encodeURIComponent(user.accountSlug)}`,
  };
}
