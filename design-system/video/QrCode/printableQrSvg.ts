import { slugify } from '#contract/textRules.ts';

export type PrintableQrOptions = {
  /** Modules per side: the size of the code's own grid (react-qr-code's viewBox). */
  moduleCount: number;
  /** The dark modules as one SVG path in module units, as react-qr-code draws them. */
  path: string;
  /** Printed width and height in millimetres, quiet zone included. */
  sizeMm?: number;
  /** Light margin around the code, in modules. The QR standard asks for at least 4. */
  quietZone?: number;
  /** The file's title (what the code opens), read by screen readers and file previews. */
  title?: string;
};

/*
 * Print paint, not interface colour: a printed code is pure black on white in every theme.
 * Pure black prints with black ink only, which keeps the module edges sharp.
 */
const ink = 'black';
const paper = 'white';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function number(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * A stand-alone SVG file of a QR code for print: vector paths, a white quiet zone drawn into
 * the file, and an explicit size in millimetres so it lands on paper at the intended size.
 */
export function printableQrSvg({
  moduleCount,
  path,
  sizeMm = 50,
  quietZone = 4,
  title,
}: PrintableQrOptions): string {
  const margin = Math.max(0, quietZone);
  const side = moduleCount + margin * 2;
  const size = `${number(sizeMm)}mm`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${size}" height="${size}" viewBox="${-margin} ${-margin} ${side} ${side}" shape-rendering="crispEdges">`,
    title ? `<title>${escapeXml(title)}</title>` : '',
    `<rect x="${-margin}" y="${-margin}" width="${side}" height="${side}" fill="${paper}"/>`,
    `<path d="${escapeXml(path)}" fill="${ink}"/>`,
    '</svg>',
    '',
  ]
    .filter((line, index, lines) => line !== '' || index === lines.length - 1)
    .join('\n');
}

/** `grace-church` becomes `grace-church-qr-code.svg`: the slug maker drops anything unsafe. */
export function qrFileName(slug: string | undefined): string {
  const safe = slugify(slug ?? '');
  return safe ? `${safe}-qr-code.svg` : 'qr-code.svg';
}
