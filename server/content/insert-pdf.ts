import type { InsertPaper } from '#contract/content/inserts.ts';
import { SERMON_CLOSING } from '#contract/content/inserts.ts';
import type { AppLocale } from '#contract/locales.ts';
import { QUIET_ZONE_MODULES, qrMatrix } from '#server/cardOrders/qr-matrix.ts';
import colours from '#server/documents/document-colours.json' with { type: 'json' };
import { documentFonts } from '#server/documents/document-font.ts';
import { keepAllLines } from '#server/documents/keep-all-lines.ts';
import { LOCALE_TAGS, translator } from '#server/public/public-i18n.ts';
import { paragraphsOf } from './rich-text-paragraphs.ts';

// A bulletin insert as a print-ready page (decision 069): the church's logo and name, the
// insert's text, and at the foot the sermon closing beside the church's insert QR code, drawn as
// vector rectangles in 100 % black with its quiet zone, as the cards' are (decision 049).

const POINTS_PER_INCH = 72;
/** PDF points of each paper: US Letter 8.5 × 11 in, A4 210 × 297 mm. */
export const INSERT_PAGE_SIZES: Record<InsertPaper, readonly [number, number]> = {
  letter: [8.5 * POINTS_PER_INCH, 11 * POINTS_PER_INCH],
  a4: [(210 / 25.4) * POINTS_PER_INCH, (297 / 25.4) * POINTS_PER_INCH],
};
/** Three quarters of an inch: inside what any office printer reaches. */
const MARGIN = 0.75 * POINTS_PER_INCH;
/** The QR code's side with its quiet zone: 1.6 in, well over the 0.8 in a phone needs. */
const QR_SIDE = 1.6 * POINTS_PER_INCH;
/** The foot: the QR code, its address and the line that says what it does. */
const FOOT_HEIGHT = QR_SIDE + 58;
const LOGO_BOX = { width: 2 * POINTS_PER_INCH, height: 0.75 * POINTS_PER_INCH };
const BLACK: [number, number, number, number] = [0, 0, 0, 100];
const { ink: INK, muted: MUTED, rule: RULE } = colours;

export type InsertPdfInput = {
  paper: InsertPaper;
  locale: AppLocale;
  churchName: string;
  /** The church's card logo (PNG or JPEG), or null: the name stands alone. */
  logo: Buffer | null;
  title: string;
  summary: string;
  /** The insert's sanitized rich text. */
  bodyHtml: string;
  /** Exactly what the QR code holds: the church's insert short link. */
  shortUrl: string;
  /** The item's last change, written as the document's date: the same insert, the same bytes. */
  updatedAt: Date;
};

/** The insert as PDF bytes, one page. */
export async function insertPdf(input: InsertPdfInput): Promise<Buffer> {
  const t = translator(input.locale);
  const fonts = documentFonts();
  const [pageWidth, pageHeight] = INSERT_PAGE_SIZES[input.paper];
  // pdfkit loads with the first document, not with the server (decision 035).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [pageWidth, pageHeight],
    margin: MARGIN,
    lang: LOCALE_TAGS[input.locale],
    displayTitle: true,
    info: {
      Title: t('documents.insert.title', { title: input.title }),
      Author: input.churchName,
      CreationDate: input.updatedAt,
      ModDate: input.updatedAt,
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

  const width = pageWidth - 2 * MARGIN;
  // Korean breaks between words, as the app's `word-break: keep-all` does.
  const set = (text: string, columnWidth: number) =>
    input.locale === 'ko' ? keepAllLines(doc, text, columnWidth) : text;

  // The church: its logo with its name beside it, or the name alone.
  let y = MARGIN;
  let nameLeft = MARGIN;
  if (input.logo) {
    doc.image(input.logo, MARGIN, y, {
      fit: [LOGO_BOX.width, LOGO_BOX.height],
      valign: 'center',
    });
    nameLeft = MARGIN + LOGO_BOX.width + 14;
  }
  doc.font('bold').fontSize(16).fillColor(INK);
  const nameWidth = MARGIN + width - nameLeft;
  const name = set(input.churchName, nameWidth);
  const nameHeight = doc.heightOfString(name, { width: nameWidth });
  const headerHeight = Math.max(input.logo ? LOGO_BOX.height : 0, nameHeight);
  doc.text(name, nameLeft, y + (headerHeight - nameHeight) / 2, { width: nameWidth });
  y += headerHeight + 12;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  y += 18;

  // The insert's own text, in the room above the foot; what does not fit ends in an ellipsis.
  const textBottom = pageHeight - MARGIN - FOOT_HEIGHT - 18;
  doc.font('bold').fontSize(22).fillColor(INK);
  doc.text(set(input.title, width), MARGIN, y, { width });
  y = doc.y + 6;
  if (input.summary) {
    doc.font('regular').fontSize(12).fillColor(MUTED);
    doc.text(set(input.summary, width), MARGIN, y, { width });
    y = doc.y + 10;
  }
  doc.font('regular').fontSize(11).fillColor(INK);
  for (const paragraph of paragraphsOf(input.bodyHtml)) {
    if (y >= textBottom - 14) break;
    const indent = paragraph.bullet ? 14 : 0;
    const text = set(paragraph.text, width - indent);
    if (paragraph.heading) doc.font('bold').fontSize(13);
    if (paragraph.bullet) doc.text('•', MARGIN, y, { width: indent });
    doc.text(text, MARGIN + indent, y, {
      width: width - indent,
      height: textBottom - y,
      ellipsis: true,
      lineGap: 1.5,
    });
    doc.font('regular').fontSize(11);
    y = Math.min(doc.y, textBottom) + 6;
  }

  // The foot: the sermon closing, and the QR code with its address under it.
  const footTop = pageHeight - MARGIN - FOOT_HEIGHT;
  doc
    .moveTo(MARGIN, footTop - 9)
    .lineTo(MARGIN + width, footTop - 9)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  const qrLeft = MARGIN + width - QR_SIDE;
  const columnWidth = qrLeft - MARGIN - 18;
  const closing = {
    count: SERMON_CLOSING.suggestedCards,
    seconds: SERMON_CLOSING.silentPrayerSeconds,
  };
  doc.font('bold').fontSize(12).fillColor(INK);
  doc.text(set(t('documents.insert.closingTitle'), columnWidth), MARGIN, footTop, {
    width: columnWidth,
  });
  doc.font('regular').fontSize(9.5);
  for (const key of ['closingCards', 'closingPrayer']) {
    doc.moveDown(0.3);
    doc.text(set(t(`documents.insert.${key}`, closing), columnWidth), MARGIN, doc.y, {
      width: columnWidth,
      lineGap: 1,
    });
  }
  doc.moveDown(0.3);
  doc.fillColor(MUTED);
  doc.text(set(t('documents.insert.closingScript', closing), columnWidth), MARGIN, doc.y, {
    width: columnWidth,
    height: pageHeight - MARGIN - doc.y,
    ellipsis: true,
    lineGap: 1,
  });

  const matrix = qrMatrix(input.shortUrl);
  const module = QR_SIDE / matrix.size;
  for (const run of matrix.runs) {
    doc.rect(qrLeft + run.x * module, footTop + run.y * module, run.length * module, module);
  }
  doc.fill(BLACK);
  // The address starts where the symbol does, not where its quiet zone does.
  const quiet = QUIET_ZONE_MODULES * module;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(BLACK)
    .text(input.shortUrl.replace(/^https?:\/\//, ''), qrLeft, footTop + QR_SIDE - quiet + 4, {
      width: QR_SIDE,
      align: 'center',
      lineBreak: false,
    });
  doc.font('regular').fontSize(8).fillColor(MUTED);
  // Centred lines measure a little wider than widthOfString says: Korean is set with room.
  doc.text(set(t('documents.insert.scan'), QR_SIDE - 12), qrLeft, footTop + QR_SIDE - quiet + 15, {
    width: QR_SIDE,
    align: 'center',
    height: 48,
    ellipsis: true,
  });

  doc.end();
  return done;
}
