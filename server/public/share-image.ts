import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Storage } from '#server/storage/index.ts';
import type { ShareImage } from './page-head.ts';
import colours from './site-colours.json' with { type: 'json' };

/** Open Graph's recommended size, which Facebook, LinkedIn, Slack and X all crop well. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

// Part of every picture's key: a new layout here makes every church's picture anew.
const LAYOUT = 'church-share-1';
const { brand: BRAND, shade: SHADE, text: TEXT } = colours;
const FONT = 'Noto Sans CJK KR';
const MAX_NAME = 90;

/** What a church's share picture shows: its name, its picture, and where it is. */
export type ShareCard = {
  name: string;
  /** The city (and state) of its first campus; '' without one. */
  place: string;
  /** The stored key of its banner, else its headshot; null without either. */
  pictureKey: string | null;
};

/**
 * The picture's storage key, from what it shows: a church whose name, picture or city changes
 * gets a new key, so a new picture, and the page names the new one (decision 084).
 */
export function shareImageKey(card: ShareCard): string {
  return `${createHash('sha256')
    .update(JSON.stringify([LAYOUT, card]))
    .digest('hex')}.png`;
}

/** The page's address of a church's share picture; `v` changes with the picture. */
export function shareImageOf(slug: string, card: ShareCard): ShareImage {
  return {
    path: `/church/${encodeURIComponent(slug)}/share.png?v=${shareImageKey(card).slice(0, 16)}`,
    ...SHARE_IMAGE_SIZE,
    alt: card.place ? `${card.name}, ${card.place}` : card.name,
  };
}

/** Text for Pango's markup, which sharp's text input reads. */
const pango = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Draws the picture: the church's picture across it (the brand colour without one), darkened
 * at the bottom, where its name and city are written in white. Fonts are the system's Noto
 * Sans CJK, which has Latin and Hangul (the setup installs fonts-noto-cjk).
 */
export async function drawShareImage(card: ShareCard, picture: Buffer | null): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width, height } = SHARE_IMAGE_SIZE;
  const background = picture
    ? await sharp(picture, { limitInputPixels: 40_000_000 })
        .resize({ width, height, fit: 'cover' })
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0.25" stop-color="${SHADE}" stop-opacity="0"/><stop offset="1" stop-color="${SHADE}" stop-opacity="0.92"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const name =
    card.name.length > MAX_NAME ? `${card.name.slice(0, MAX_NAME - 1).trimEnd()}…` : card.name;
  const size = name.length <= 24 ? 76 : name.length <= 48 ? 62 : 50;
  const text = (markup: string, points: number) =>
    sharp({
      text: {
        text: `<span foreground="${TEXT}">${markup}</span>`,
        font: `${FONT} ${points}`,
        width: width - 160,
        wrap: 'word',
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const title = await text(`<b>${pango(name)}</b>`, size);
  const place = card.place ? await text(pango(card.place), 34) : null;
  const placeHeight = place ? place.info.height + 16 : 0;
  const titleTop = Math.max(40, height - 72 - placeHeight - title.info.height);
  const base = background
    ? sharp(background)
    : sharp({ create: { width, height, channels: 3, background: BRAND } });
  return base
    .composite([
      { input: shade, left: 0, top: 0 },
      { input: title.data, left: 80, top: titleTop },
      ...(place ? [{ input: place.data, left: 80, top: height - 72 - place.info.height }] : []),
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Pictures being drawn now, so that two previews fetching at once draw one. */
const drawing = new Map<string, Promise<string>>();

/**
 * The key of a church's share picture in the store, drawn and stored the first time it is
 * asked for, and found there every time after (on this server or another one on the same
 * store).
 */
export function ensureShareImage(storage: Storage, card: ShareCard): Promise<string> {
  const key = shareImageKey(card);
  const pending = drawing.get(key);
  if (pending) return pending;
  const work = (async () => {
    if (await storage.head(key)) return key;
    const stored = card.pictureKey ? await storage.get(card.pictureKey) : null;
    const picture = stored ? await bytesOf(stored.body) : null;
    await storage.put(key, await drawShareImage(card, picture), 'image/png');
    return key;
  })().finally(() => drawing.delete(key));
  drawing.set(key, work);
  return work;
}
