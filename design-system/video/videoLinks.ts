/**
 * Video links (spec section 5): which links the product accepts, and how a page link
 * becomes the link a player frame loads.
 */

import { isVideoLink } from '#ds/forms/validators';

export type VideoProvider = 'youtube' | 'vimeo';

export { isVideoLink };

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Which service a link belongs to, or null when it is neither YouTube nor Vimeo. */
export function videoProvider(value: string): VideoProvider | null {
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

/** The embed link with autoplay on, for a player the visitor has just asked to start. */
export function withAutoplay(embedUrl: string): string {
  const url = parse(embedUrl);
  if (!url) return embedUrl;
  url.searchParams.set('autoplay', '1');
  return url.toString();
}
