/**
 * Video links on the server's side (spec section 5): the conversion the design system's
 * videoLinks.ts does for the wizard's preview, done again on save, since the server never trusts
 * what the browser converted. The server imports only contract/, so the rule lives here as well.
 */

import { isVideoLink } from '#contract/validation.ts';

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function videoProvider(value: string): 'youtube' | 'vimeo' | null {
  if (!isVideoLink(value)) return null;
  const host = parse(value)?.hostname.toLowerCase() ?? '';
  return host.endsWith('vimeo.com') ? 'vimeo' : 'youtube';
}

const youtubeId = /^[\w-]{6,}$/;

/** `t=1h2m3s`, `t=90s` or `t=90` in seconds, or null. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || !match[0]) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youtubeEmbed(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') {
    id = segments[0];
  } else if (segments[0] === 'watch') {
    id = url.searchParams.get('v') ?? undefined;
  } else if (segments[0] === 'shorts' || segments[0] === 'live' || segments[0] === 'v') {
    id = segments[1];
  }
  if (!id || !youtubeId.test(id)) return null;
  const embed = new URL(`https://www.youtube.com/embed/${id}`);
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  if (start) embed.searchParams.set('start', String(start));
  return embed.toString();
}

function vimeoPlayer(url: URL): string | null {
  if (url.hostname.toLowerCase() === 'player.vimeo.com') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // The video is the first all-digit segment: vimeo.com/123, /channels/x/123,
  // /groups/x/videos/123, /showcase/9/video/123. An unlisted video adds its hash: /123/abc.
  const index = segments.findIndex(
    (segment, position) => /^\d+$/.test(segment) && !(segments[0] === 'showcase' && position === 1),
  );
  const id = index >= 0 ? segments[index] : undefined;
  if (!id) return null;
  const player = new URL(`https://player.vimeo.com/video/${id}`);
  const hash = url.searchParams.get('h') ?? segments[index + 1];
  if (hash && /^[\da-f]+$/i.test(hash)) player.searchParams.set('h', hash);
  return player.toString();
}

/**
 * The link a player frame loads: a Vimeo page link becomes its player link, a YouTube link
 * becomes its embed link, anything else comes back unchanged.
 */
export function toEmbedUrl(value: string): string {
  const trimmed = value.trim();
  const provider = videoProvider(trimmed);
  const url = provider ? parse(trimmed) : null;
  if (!url) return value;
  const embed = provider === 'youtube' ? youtubeEmbed(url) : vimeoPlayer(url);
  return embed ?? value;
}
