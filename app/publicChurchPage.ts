import type { Locale } from '../design-system/i18n';
import { localizePath } from './locale';

/**
 * The church's public page, served by the server (not by the app's router) at
 * /church/<account slug>, in the language's prefix: a full address, since it opens outside
 * the app. `VITE_PUBLIC_SITE_URL` names another host when the pages are served elsewhere.
 */
export function publicChurchUrl(
  slug: string,
  locale: Locale,
  origin: string | undefined = import.meta.env.VITE_PUBLIC_SITE_URL || globalThis.location?.origin,
): string | undefined {
  if (!slug || !origin) return undefined;
  return `${origin.replace(/\/+$/, '')}${localizePath(`/church/${encodeURIComponent(slug)}`, locale)}`;
}
