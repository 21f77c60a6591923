import type { CardLocale } from '#contract/cardOrders/cardOrders.ts';
import { documentFonts } from '#server/documents/document-font.ts';
import { keepAllLines } from '#server/documents/keep-all-lines.ts';
import { LOCALE_TAGS, translator } from '#server/public/public-i18n.ts';
import { CARD_PRINT, LOGO_BOX_IN } from './card-print-spec.ts';
import { qrMatrix } from './qr-matrix.ts';

// The print file of an invitation card (decision 049): one page of 3.5 × 2 in plus 0.125 in of
// bleed on every side, TrimBox and BleedBox set, everything that matters inside the 0.125 in safe
// area. The QR code is vector rectangles in 100 % black (DeviceCMYK 0 0 0 1) on the white paper,
// with its four modules of quiet zone, beside the logo (never under it), at level Q.

const POINTS_PER_INCH = 72;
const pt = (inches: number) => inches * POINTS_PER_INCH;

/** 100 % K: the one ink a printer lays down for black, so fine modules stay sharp. */
const BLACK: [number, number, number, number] = [0, 0, 0, 100];

export type CardProofInput = {
  /** The order's number, for the document's title (`CO-000042`). */
  number: string;
  locale: CardLocale;
  churchName: string;
  /** The logo's bytes (PNG or JPEG), or null: the church name takes its place. */
  logo: Buffer | null;
  /** The address the QR code holds: exactly the order's short URL. */
  shortUrl: string;
  /** Where the code leads, which the invitation text names. */
  leadsTo: 'church_welcome_video' | 'individual_story';
  /** Written as the creation date: the same order always gives the same bytes. */
  createdAt: Date;
};

/** Where each part of the card is, in points from the page's top left (bleed included). */
export function cardLayout() {
  const bleed = pt(CARD_PRINT.bleedIn);
  const safe = bleed + pt(CARD_PRINT.safeIn);
  const width = pt(CARD_PRINT.trimWidthIn + 2 * CARD_PRINT.bleedIn);
  const height = pt(CARD_PRINT.trimHeightIn + 2 * CARD_PRINT.bleedIn);
  const qrSide = pt(CARD_PRINT.qrSideIn);
  const urlLine = 10;
  const qrTop = safe + (height - 2 * safe - qrSide - urlLine) / 2;
  const qrLeft = width - safe - qrSide;
  return {
    width,
    height,
    /** [x0, y0, x1, y1] in PDF user space (origin bottom left). */
    trimBox: [bleed, bleed, width - bleed, height - bleed] as const,
    bleedBox: [0, 0, width, height] as const,
    safe: { left: safe, top: safe, right: width - safe, bottom: height - safe },
    qr: { left: qrLeft, top: qrTop, side: qrSide },
    url: { top: qrTop + qrSide + 1, height: urlLine },
    /** The text column, left of the QR code's quiet zone. */
    column: { left: safe, width: qrLeft - safe - 4 },
    logo: { width: pt(LOGO_BOX_IN.width), height: pt(LOGO_BOX_IN.height) },
  };
}

/**
 * The largest size from `sizes` at which `text` fits `width` × `height` in the current font, with
 * the text as it will be set at that size (Korean broken between words).
 */
function fitText(
  doc: PDFKit.PDFDocument,
  text: string,
  locale: CardLocale,
  box: { width: number; height: number },
  sizes: readonly number[],
): { size: number; text: string } {
  let fitted = { size: sizes[sizes.length - 1]!, text };
  for (const size of sizes) {
    doc.fontSize(size);
    const set = locale === 'ko' ? keepAllLines(doc, text, box.width) : text;
    fitted = { size, text: set };
    if (doc.heightOfString(set, { width: box.width, lineGap: 0 }) <= box.height) return fitted;
  }
  return fitted;
}

/** The proof as PDF bytes. */
export async function cardProofPdf(input: CardProofInput): Promise<Buffer> {
  const layout = cardLayout();
  const t = translator(input.locale);
  const fonts = documentFonts();
  // pdfkit loads with the first proof, not with the server (decision 035).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [layout.width, layout.height],
    margin: 0,
    autoFirstPage: true,
    lang: LOCALE_TAGS[input.locale],
    displayTitle: true,
    info: {
      Title: t('documents.card.title', { number: input.number }),
      Author: t('documents.organisation'),
      CreationDate: input.createdAt,
      ModDate: input.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular.path, fonts.regular.face);
  doc.registerFont('bold', fonts.bold.path, fonts.bold.face);

  // The printer trims to TrimBox; the background may run to BleedBox (here: white paper).
  const page = doc.page.dictionary.data as Record<string, unknown>;
  page.TrimBox = [...layout.trimBox];
  page.BleedBox = [...layout.bleedBox];

  const { column, safe } = layout;
  let y = safe.top;
  doc.fillColor(BLACK);
  if (input.logo) {
    doc.image(input.logo, column.left, y, {
      fit: [Math.min(layout.logo.width, column.width), layout.logo.height],
      valign: 'center',
    });
    y += layout.logo.height + 5;
    doc.font('bold');
    const name = fitText(
      doc,
      input.churchName,
      input.locale,
      { width: column.width, height: 26 },
      [10, 9, 8, 7],
    );
    doc.fontSize(name.size).text(name.text, column.left, y, {
      width: column.width,
      height: 26,
      ellipsis: true,
      lineGap: 0,
    });
    y = Math.min(doc.y, y + 26) + 5;
  } else {
    doc.font('bold');
    const name = fitText(
      doc,
      input.churchName,
      input.locale,
      { width: column.width, height: 50 },
      [15, 13, 12, 11, 10, 9, 8],
    );
    doc.fontSize(name.size).text(name.text, column.left, y, {
      width: column.width,
      height: 50,
      ellipsis: true,
      lineGap: 0,
    });
    y = Math.min(doc.y, y + 50) + 7;
  }
  doc.font('bold').fontSize(9).text(t('documents.card.headline'), column.left, y, {
    width: column.width,
    lineGap: 0,
  });
  y = doc.y + 2;
  const body = t(
    input.leadsTo === 'individual_story' ? 'documents.card.story' : 'documents.card.welcome',
  );
  doc.font('regular');
  const fitted = fitText(
    doc,
    body,
    input.locale,
    { width: column.width, height: safe.bottom - y },
    [7.5, 7, 6.5, 6],
  );
  doc.fontSize(fitted.size).text(fitted.text, column.left, y, {
    width: column.width,
    height: safe.bottom - y,
    ellipsis: true,
    lineGap: 0.5,
  });

  // The QR code: one rectangle per run of dark modules, filled together in black.
  const matrix = qrMatrix(input.shortUrl);
  const module = layout.qr.side / matrix.size;
  for (const run of matrix.runs) {
    doc.rect(
      layout.qr.left + run.x * module,
      layout.qr.top + run.y * module,
      run.length * module,
      module,
    );
  }
  doc.fill(BLACK);

  // The address under the code, for anyone who types it instead.
  const shown = input.shortUrl.replace(/^https?:\/\//, '');
  doc.font('regular');
  const url = fitText(
    doc,
    shown,
    'en',
    { width: layout.qr.side, height: layout.url.height },
    [6.5, 6, 5.5, 5],
  );
  doc.fontSize(url.size).fillColor(BLACK).text(shown, layout.qr.left, layout.url.top, {
    width: layout.qr.side,
    align: 'center',
    lineBreak: false,
  });

  doc.end();
  return done;
}
