import type { Locale } from '../design-system/i18n';
import { localizePath } from './locale';

/**
 * A video's public page, served by the server (not by the app's router) at /v/<slug>, in the
 * language's prefix (`/es/v/<slug>`): a full address, since it is shared and opened outside the
 * app. `VITE_PUBLIC_SITE_URL` names another host when the pages are served elsewhere. With an
 * empty slug it is the address the custom URL is typed after (the wizard's base).
 */
export function publicVideoUrl(
  slug: string,
  locale: Locale,
  origin: string | undefined = import.meta.env.VITE_PUBLIC_SITE_URL || globalThis.location?.origin,
): string | undefined {
  if (!origin) return undefined;
  return `${origin.replace(/\/+$/, '')}${localizePath(`/v/${encodeURIComponent(slug)}`, locale)}`;
}
