import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';

const run = promisify(execFile);

export type PdfImage = { data: Uint8ClampedArray; width: number; height: number };

/**
 * The PDF's first page as a printer would rasterise it (poppler's pdftoppm, decision 064) at
 * `dpi`, decoded to RGBA pixels.
 */
export async function rasterisePdf(pdf: Uint8Array, dpi: number): Promise<PdfImage> {
  const work = await mkdtemp(path.join(tmpdir(), 'pdf-image-'));
  try {
    const file = path.join(work, 'page.pdf');
    await writeFile(file, pdf);
    const prefix = path.join(work, 'page');
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-png',
      '-singlefile',
      '-f',
      '1',
      '-l',
      '1',
      file,
      prefix,
    ]);
    const { data, info } = await sharp(await readFile(`${prefix}.png`))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** What the QR code on the PDF's first page says, read as a phone would (jsQR), or null. */
export async function qrTextOfPdf(pdf: Uint8Array, dpi = 150): Promise<string | null> {
  const image = await rasterisePdf(pdf, dpi);
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}
