import { createHash } from 'node:crypto';
import { CARD_ORDER_MESSAGES, LOGO_PPI } from '#contract/cardOrders/cardOrders.ts';
import type { CardLogo } from '#contract/cardOrders/cardOrders.ts';
import { PICTURE_LIMITS } from '#server/settings.ts';
import { effectivePpi } from './card-print-spec.ts';

/** The formats a logo may come in (checked by content, never by name or browser type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** Longest side kept: far beyond print needs (2,000 ppi on the card), bounding the PDF's size. */
const MAX_SIDE_PX = 3_000;

/** A refused logo, with the message for the field `logo`. */
export class LogoRefused extends Error {}

export type PrintLogo = { key: string; body: Buffer; widthPx: number; heightPx: number };

/**
 * Checks a logo for print (decision 049) and makes its stored form: PNG (lossless, with its
 * transparency), rotated as the camera held it, without metadata, its longest side at most
 * MAX_SIDE_PX. Refused: not a picture, or under LOGO_PPI.refuseBelow at the printed size.
 */
export async function printLogo(upload: Buffer): Promise<PrintLogo> {
  // sharp (libvips, about 14 MB of the server's memory) loads with the first picture (decision 035).
  const { default: sharp } = await import('sharp');
  let metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: PICTURE_LIMITS.maxInputPixels }).metadata();
  } catch {
    throw new LogoRefused(CARD_ORDER_MESSAGES.logoNotAPicture);
  }
  if (
    !metadata.format ||
    !ACCEPTED_FORMATS.has(metadata.format) ||
    !metadata.width ||
    !metadata.height
  )
    throw new LogoRefused(CARD_ORDER_MESSAGES.logoNotAPicture);
  let output;
  try {
    output = await sharp(upload, {
      limitInputPixels: PICTURE_LIMITS.maxInputPixels,
      animated: false,
    })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new LogoRefused(CARD_ORDER_MESSAGES.logoNotAPicture);
  }
  const { width, height } = output.info;
  if (effectivePpi(width, height) < LOGO_PPI.refuseBelow)
    throw new LogoRefused(CARD_ORDER_MESSAGES.logoTooSmall);
  const key = `${createHash('sha256').update(output.data).digest('hex')}.png`;
  return { key, body: output.data, widthPx: width, heightPx: height };
}

/** The logo as the design shows it: its address, resolution at print size and any warning. */
export function cardLogoOf(row: { logoKey: string; widthPx: number; heightPx: number }): CardLogo {
  const ppi = effectivePpi(row.widthPx, row.heightPx);
  const low = ppi < LOGO_PPI.warnBelow;
  return {
    url: `/files/${row.logoKey}`,
    width_px: row.widthPx,
    height_px: row.heightPx,
    effective_ppi: ppi,
    quality: low ? 'low' : 'good',
    warning: low ? CARD_ORDER_MESSAGES.logoLowResolution : null,
  };
}
