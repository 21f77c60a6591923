import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { translator } from '#server/public/public-i18n.ts';
import { rasterisePdf } from '#server/testing/pdf-image.ts';
import { CARD_PRINT } from './card-print-spec.ts';
import { cardLayout, cardProofPdf } from './card-proof.ts';
import type { CardProofInput } from './card-proof.ts';
import { QUIET_ZONE_MODULES, qrMatrix, qrSvgPath } from './qr-matrix.ts';

// Every kind of proof is printed as a printer would rasterise it (poppler's pdftoppm at 300 and
// 150 dpi), and its QR code must read back as exactly the order's short URL (issue 11).

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'card-proofs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const logo = await sharp({
  create: { width: 640, height: 240, channels: 4, background: { r: 29, g: 78, b: 216, alpha: 1 } },
})
  .png()
  .toBuffer();
const jpegLogo = await sharp({
  create: { width: 300, height: 300, channels: 3, background: { r: 185, g: 28, b: 28 } },
})
  .jpeg()
  .toBuffer();

const base = {
  number: 'CO-000042',
  leadsTo: 'church_welcome_video',
  createdAt: new Date('2026-03-02T09:00:00.000Z'),
} as const;

const PROOFS: Record<string, CardProofInput> = {
  'with a logo': {
    ...base,
    locale: 'en',
    churchName: 'Grace Community Church',
    logo,
    shortUrl: 'http://127.0.0.1:3000/c/K7M3PQ2',
  },
  'with a square JPEG logo, in Spanish': {
    ...base,
    locale: 'es',
    churchName: 'Iglesia Bautista Nueva Esperanza',
    logo: jpegLogo,
    shortUrl: 'https://outreach.example.org/c/ZX9W8V7',
  },
  'without a logo, a long name, in French': {
    ...base,
    locale: 'fr',
    churchName:
      'Église évangélique de la Grâce de Montréal-Nord et des environs, assemblée du dimanche',
    logo: null,
    shortUrl: 'https://partners.outreach-ministries.example.org/c/23456HJ',
  },
  'a Korean church name, an individual’s story': {
    ...base,
    leadsTo: 'individual_story',
    locale: 'ko',
    churchName: '은혜공동체교회',
    logo: null,
    shortUrl: 'http://127.0.0.1:3000/c/RSTUVWX',
  },
};

/** The PDF's compressed streams, inflated, as text (the page's drawing is one of them). */
function contentStreams(pdf: Buffer): string[] {
  const texts: string[] = [];
  let from = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', from);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    try {
      texts.push(inflateSync(pdf.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // not deflated (or not a stream we read): skip it
    }
    from = end + 10;
  }
  return texts;
}

/** The page boxes as pdfinfo reads them, in points. */
async function boxes(pdf: Buffer, name: string) {
  const file = path.join(work, `${name}-boxes.pdf`);
  writeFileSync(file, pdf);
  const { stdout } = await run('pdfinfo', ['-box', file]);
  const box = (label: string) =>
    new RegExp(`${label}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`)
      .exec(stdout)!
      .slice(1)
      .map(Number);
  return { media: box('MediaBox'), bleed: box('BleedBox'), trim: box('TrimBox') };
}

describe('card proofs', () => {
  Object.entries(PROOFS).forEach(([kind, input]) => {
    it(`${kind}: reads back as exactly the short URL at 300 and 150 dpi`, async () => {
      const pdf = await cardProofPdf(input);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      for (const dpi of [300, 150]) {
        const image = await rasterisePdf(pdf, dpi);
        // 3.75 × 2.25 in with the bleed.
        expect(image.width).toBe(Math.round(3.75 * dpi));
        expect(image.height).toBe(Math.round(2.25 * dpi));
        const code = jsQR(image.data, image.width, image.height);
        expect(code?.data, `${kind} at ${dpi} dpi`).toBe(input.shortUrl);
      }
    });
  });

  it('sets TrimBox (3.5 × 2 in) inside BleedBox (0.125 in more on every side)', async () => {
    const pdf = await cardProofPdf(PROOFS['with a logo']!);
    const { media, bleed, trim } = await boxes(pdf, 'boxes');
    const inch = 72;
    expect(trim[2]! - trim[0]!).toBeCloseTo(3.5 * inch, 3);
    expect(trim[3]! - trim[1]!).toBeCloseTo(2 * inch, 3);
    expect(trim[0]! - bleed[0]!).toBeCloseTo(0.125 * inch, 3);
    expect(trim[1]! - bleed[1]!).toBeCloseTo(0.125 * inch, 3);
    expect(bleed[2]! - trim[2]!).toBeCloseTo(0.125 * inch, 3);
    expect(bleed[3]! - trim[3]!).toBeCloseTo(0.125 * inch, 3);
    expect(media).toEqual(bleed);
  });

  it('keeps the QR code at least 20 mm wide with its quiet zone, inside the safe area', () => {
    const layout = cardLayout();
    const safeInset = (CARD_PRINT.bleedIn + CARD_PRINT.safeIn) * 72;
    for (const input of Object.values(PROOFS)) {
      const matrix = qrMatrix(input.shortUrl);
      const module = layout.qr.side / matrix.size;
      const symbolMm = ((matrix.size - 2 * QUIET_ZONE_MODULES) * module * 25.4) / 72;
      expect(symbolMm).toBeGreaterThanOrEqual(20);
    }
    expect(layout.qr.left).toBeGreaterThanOrEqual(safeInset);
    expect(layout.qr.left + layout.qr.side).toBeLessThanOrEqual(layout.width - safeInset + 1e-9);
    expect(layout.qr.top).toBeGreaterThanOrEqual(safeInset);
    expect(layout.url.top + layout.url.height).toBeLessThanOrEqual(layout.height - safeInset);
  });

  it('draws the code as vector rectangles in pure black, with no image for it', async () => {
    const input = PROOFS['without a logo, a long name, in French']!;
    const pdf = await cardProofPdf(input);
    const file = path.join(work, 'vector.pdf');
    writeFileSync(file, pdf);
    // No image at all in a proof without a logo: the code is not a picture.
    const { stdout } = await run('pdfimages', ['-list', file]);
    expect(stdout.trim().split('\n').length).toBe(2); // the header lines only
    // The page's drawing: the modules are rectangles filled with 100 % K (DeviceCMYK 0 0 0 1) and nothing
    // else (no RGB black, which a press would print as four inks that never quite align).
    const drawing = contentStreams(pdf).find((text) => / re\n/.test(text));
    expect(drawing).toBeDefined();
    const rectangles = drawing!.match(/ re\n/g)!.length;
    expect(rectangles).toBe(qrMatrix(input.shortUrl).runs.length);
    expect(drawing).toMatch(/\/DeviceCMYK cs\n0 0 0 1 scn\nf\n/);
    expect(drawing).not.toMatch(/ (rg|RG|g|G)\n/);
    // The quiet zone is paper white when rasterised.
    const image = await rasterisePdf(pdf, 300);
    const layout = cardLayout();
    const module = layout.qr.side / qrMatrix(input.shortUrl).size;
    const quiet = (QUIET_ZONE_MODULES / 2) * module;
    const x = Math.round(((layout.qr.left + quiet) * 300) / 72);
    const y = Math.round(((layout.qr.top + quiet) * 300) / 72);
    const offset = (y * image.width + x) * 4;
    expect([...image.data.subarray(offset, offset + 3)]).toEqual([255, 255, 255]);
  });

  it('breaks Korean text between words only', async () => {
    const input = PROOFS['a Korean church name, an individual’s story']!;
    const file = path.join(work, 'korean.pdf');
    writeFileSync(file, await cardProofPdf(input));
    const { stdout } = await run('pdftotext', ['-raw', file, '-']);
    const words = new Set(translator('ko')('documents.card.story').split(' '));
    const lines = stdout.split('\n').filter((line) => /[\uac00-\ud7a3]/.test(line));
    const bodyLines = lines.filter((line) => line.split(' ').some((word) => words.has(word)));
    expect(bodyLines.length).toBeGreaterThanOrEqual(2);
    for (const line of bodyLines)
      for (const word of line.trim().split(' '))
        expect(words, `${word} in ${line}`).toContain(word);
  });

  it('gives the browser the same code as an SVG path of whole modules', () => {
    const matrix = qrMatrix('http://127.0.0.1:3000/c/K7M3PQ2');
    const svgPath = qrSvgPath(matrix);
    expect(svgPath).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const first = matrix.runs[0]!;
    expect(first.x).toBe(QUIET_ZONE_MODULES);
    expect(first.y).toBe(QUIET_ZONE_MODULES);
  });
});
