import { defaultLocale, type Locale } from '#ds/i18n';
import type { MenuLinkTargets, MenuUser } from '#app/menus';
import { publicChurchUrl } from '#app/publicChurchPage';
import { isEmpty, type SessionUser } from './user';

/** What the menus read of the user. */
export function menuUserOf(user: SessionUser): MenuUser {
  return {
    roles: user.roles,
    needToPay: user.needToPay,
    moderatorStatus: user.moderator.status,
    // Unknown until the profile answers: no warning meanwhile (nor on the dashboard's stand-in).
    hasLocation: !user.profileLoaded || !isEmpty(user.location),
    waitingVideos: user.waitingVideos,
    pendingTestimonials: user.pendingTestimonials,
    newConnections: user.newConnections,
    unreadMessages: user.unreadMessages,
  };
}

/**
 * The user's church's public page, which this product serves at /church/{account slug} in the
 * given language (`publicChurchUrl`), once the church is active: before that the server answers
 * 404 there, so there is no link to give (undefined), also without a slug.
 */
export function publicChurchPageOf(
  user: SessionUser | null,
  locale: Locale = defaultLocale,
  origin?: string,
): string | undefined {
  if (user?.churchStatus !== 'active') return undefined;
  return publicChurchUrl(user.accountSlug ?? '', locale, ...(origin === undefined ? [] : [origin]));
}

/** Addresses of the menu's outside links: the church's public page, when it has one. */
export function menuLinkTargets(
  user: SessionUser,
  locale: Locale = defaultLocale,
  origin?: string,
): MenuLinkTargets {
  const url = publicChurchPageOf(user, locale, origin);
  return url ? { viewPublicProfile: url } : {};
}
