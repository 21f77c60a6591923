import type { Locale } from '#ds/i18n';
import { localizePath } from './locale';

type Origin = string | undefined;
const siteOrigin = (): Origin =>
  import.meta.env.VITE_PUBLIC_SITE_URL || globalThis.location?.origin;

/**
 * A public page served by the server (not by the app's router), in the language's prefix: a
 * full address, since it opens outside the app. `VITE_PUBLIC_SITE_URL` names another host when
 * the pages are served elsewhere.
 */
function publicPageUrl(path: string, locale: Locale, origin: Origin): string | undefined {
  if (!origin) return undefined;
  return `${origin.replace(/\/+$/, '')}${localizePath(path, locale)}`;
}

/** The church's public page at /church/<account slug>. */
export function publicChurchUrl(
  slug: string,
  locale: Locale,
  origin: Origin = siteOrigin(),
): string | undefined {
  return slug ? publicPageUrl(`/church/${encodeURIComponent(slug)}`, locale, origin) : undefined;
}

/** A video's public page at /v/<custom URL> (decision 039). */
export function publicVideoUrl(
  slug: string | null,
  locale: Locale,
  origin: Origin = siteOrigin(),
): string | undefined {
  return slug ? publicPageUrl(`/v/${encodeURIComponent(slug)}`, locale, origin) : undefined;
}

/** Where custom URLs start (`…/v/`): the address the wizard shows the slug typed after. */
export function publicVideoBaseUrl(locale: Locale, origin: Origin = siteOrigin()): string {
  return publicPageUrl('/v/', locale, origin) ?? localizePath('/v/', locale);
}
