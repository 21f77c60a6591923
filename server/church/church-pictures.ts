import { createHash } from 'node:crypto';
import type { PictureKind } from '#contract/church/churchProfile.ts';
import { validationFailed } from '#server/http/api-error.ts';
import { PICTURE_LIMITS } from '#server/settings.ts';

/** The formats sharp reads that a person may upload as a picture. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** The size a display picture is made at: within a width, or cut to a width and height. */
export type DisplaySize = { width: number; height?: number; fit: 'inside' | 'cover' };

/** How each picture is shown: the banner across the page, the headshot as a square. */
const DISPLAY_SIZES: Record<PictureKind, DisplaySize> = {
  banner: { width: 1600, fit: 'inside' },
  headshot: { width: 400, height: 400, fit: 'cover' },
};

/** A refused picture: a 400 on the `picture` field, with the message the person sees. */
const refused = (message: string) => validationFailed({ picture: message });

export type DisplayPicture = { key: string; body: Buffer; contentType: string };

/**
 * Checks an upload by its content (sharp reads the header; the file name and the browser's
 * type are never believed) and makes the display version: resized, WebP, without metadata
 * (sharp drops EXIF, GPS and the like unless asked to keep them), rotated as the camera held it.
 * Its key is the SHA-256 of the result, so the same picture is stored once. A file that is not a
 * picture, or too large, is refused with a 400 on `picture`.
 */
export function displayPicture(kind: PictureKind, upload: Buffer): Promise<DisplayPicture> {
  return displayPictureAt(DISPLAY_SIZES[kind], upload);
}

/** The same, at any display size (a store product's picture). */
export async function displayPictureAt(size: DisplaySize, upload: Buffer): Promise<DisplayPicture> {
  // sharp (libvips, about 14 MB of the server's memory) loads with the first picture (decision 035).
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const metadata = await sharp(upload, {
      limitInputPixels: PICTURE_LIMITS.maxInputPixels,
    }).metadata();
    format = metadata.format;
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || width === 0 || height === 0) {
    throw refused('This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.');
  }
  if (width * height > PICTURE_LIMITS.maxInputPixels) {
    throw refused('This picture is too large. Use one of at most 40 megapixels.');
  }
  let body: Buffer;
  try {
    body = await sharp(upload, { limitInputPixels: PICTURE_LIMITS.maxInputPixels, animated: false })
      .rotate()
      .resize({
        width: size.width,
        ...(size.height ? { height: size.height } : {}),
        fit: size.fit,
        withoutEnlargement: size.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refused('This picture could not be read. Choose another image file.');
  }
  const key = `${createHash('sha256').update(body).digest('hex')}.webp`;
  return { key, body, contentType: 'image/webp' };
}
