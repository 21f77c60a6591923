import { enums, nullable, object, refine, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { isEmail, isHttpUrl, isPhone, isVideoLink, LIMITS } from '#contract/validation.ts';

/** The church's two pictures: the banner across the public page and the pastor's headshot. */
export const PICTURE_KINDS = ['banner', 'headshot'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** The largest picture a church may upload (8 MB); it is resized for display after. */
export const PICTURE_MAX_BYTES = 8_000_000;

/** Longest text per field of the church profile (the spec names no bounds; these are ours). */
export const PROFILE_LIMITS = {
  description: 5000,
  serviceTimes: 1000,
  contactDetails: 1000,
  address: LIMITS.address,
  counsellingPastor: LIMITS.name,
  /** The welcome video's embed code as the video host gives it (an iframe tag). */
  welcomeVideoEmbed: 4000,
} as const;

/**
 * The church profile as the pastor's screens and the public page show it. Name, website and
 * phone live on the account; picture addresses are served by this product (`/files/…`).
 */
export const ChurchProfile = object({
  /** The church's custom URL: its public page is /church/{account_slug}. */
  account_slug: string(),
  church_name: string(),
  church_website: string(),
  church_phone: string(),
  description: string(),
  service_times: string(),
  contact_details: string(),
  church_address: string(),
  facebook_url: string(),
  twitter_url: string(),
  donation_url: string(),
  video_embed_url: string(),
  welcome_video_embed: string(),
  counselling_pastor: string(),
  counselling_email: string(),
  banner_url: nullable(string()),
  headshot_url: nullable(string()),
  /** Null until the profile was first saved. */
  updated_at: nullable(string()),
});
export type ChurchProfile = Infer<typeof ChurchProfile>;

/** Required text with the spec's own prompt ('church description', 'contact details'). */
const requiredProfileText = (prompt: string, max: number) =>
  refine(string(), 'required_text', (value) => {
    if (value.trim() === '') return `Please enter ${prompt}.`;
    if (value.length > max) return `Use at most ${max} characters.`;
    return true;
  });

/** Text that may be left empty, at most `max` characters. */
const optionalText = (max: number) =>
  refine(string(), 'optional_text', (value) =>
    value.length <= max ? true : `Use at most ${max} characters.`,
  );

/** Empty, or passing `test`. */
const emptyOr = (name: string, test: (value: string) => boolean, message: string) =>
  refine(string(), name, (value) => (value.trim() === '' || test(value.trim()) ? true : message));

const WEB_ADDRESS = 'Enter a full web address starting with http:// or https://.';

/** True when the embed code names a YouTube or Vimeo player (see `welcomeVideoSource`). */
export function isWelcomeVideoEmbed(value: string): boolean {
  return welcomeVideoSource(value) !== null;
}

/**
 * The player address inside an embed code (`<iframe src="https://player.vimeo.com/video/1">`)
 * or a plain link: only YouTube and Vimeo, https. The public page builds its own iframe from
 * it, so the pasted code itself is never put on a page.
 */
export function welcomeVideoSource(value: string): string | null {
  const match = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(value);
  const candidate = (match?.[1] ?? value).trim().replace(/&amp;/g, '&');
  if (!/^https:\/\//i.test(candidate) || !isVideoLink(candidate)) return null;
  const url = new URL(candidate);
  const host = url.hostname.toLowerCase();
  if (host === 'player.vimeo.com' || host.endsWith('youtube.com') || host === 'youtu.be') {
    if (host === 'youtu.be') return `https://www.youtube.com/embed/${url.pathname.slice(1)}`;
    if (host.endsWith('youtube.com') && url.pathname === '/watch') {
      const id = url.searchParams.get('v');
      return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}` : null;
    }
    return url.toString();
  }
  if (host.endsWith('vimeo.com')) {
    const id = /^\/(\d+)/.exec(url.pathname)?.[1];
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

/** POST /edit_profile: every field of the church profile; empty text clears an optional one. */
export const EditProfileRequest = object({
  description: requiredProfileText('church description', PROFILE_LIMITS.description),
  service_times: optionalText(PROFILE_LIMITS.serviceTimes),
  contact_details: requiredProfileText('contact details', PROFILE_LIMITS.contactDetails),
  church_address: optionalText(PROFILE_LIMITS.address),
  church_website: emptyOr('url', isHttpUrl, WEB_ADDRESS),
  church_phone: emptyOr('phone', isPhone, 'Enter a phone number, like +1 555 010 0199.'),
  facebook_url: emptyOr('url', isHttpUrl, WEB_ADDRESS),
  twitter_url: emptyOr('url', isHttpUrl, WEB_ADDRESS),
  donation_url: emptyOr('url', isHttpUrl, WEB_ADDRESS),
  video_embed_url: emptyOr(
    'video_link',
    isVideoLink,
    'Enter a YouTube or Vimeo link starting with http:// or https://.',
  ),
  welcome_video_embed: refine(
    optionalText(PROFILE_LIMITS.welcomeVideoEmbed),
    'welcome_video_embed',
    (value) =>
      value.trim() === '' || isWelcomeVideoEmbed(value)
        ? true
        : 'Paste the embed code of a YouTube or Vimeo video.',
  ),
  counselling_pastor: optionalText(PROFILE_LIMITS.counsellingPastor),
  counselling_email: emptyOr('email', isEmail, 'Enter a valid email address.'),
});
export type EditProfileRequest = Infer<typeof EditProfileRequest>;

/**
 * POST /upload_church_picture, sent as multipart/form-data: the field `kind` first, then the
 * picture as the file field `picture`. The struct checks the fields other than the file.
 */
export const UploadChurchPictureRequest = object({ kind: enums(PICTURE_KINDS) });
export type UploadChurchPictureRequest = Infer<typeof UploadChurchPictureRequest>;
