import type { Locale, Translate } from '#server/public/public-i18n.ts';
import { LOCALE_TAGS, translator } from '#server/public/public-i18n.ts';
import colours from './document-colours.json' with { type: 'json' };
import { documentFonts } from './document-font.ts';

export type DocumentCurrency = 'usd';

const MARGIN = 56;
const { ink: INK, muted: MUTED, rule: RULE } = colours;

/**
 * Intl separates French thousands and currency with narrow spaces (U+202F) and other locales may
 * use thin ones, which Noto Sans CJK lacks (a viewer would draw nothing there, and copy NUL):
 * they become no-break spaces, which it has.
 */
function printable(text: string): string {
  return text.replace(/[\u2000-\u200a\u202f\u205f]/g, '\u00a0');
}

/** Integer cents in the locale's currency format: 123456 → "$1,234.56", "1 234,56 $US". */
export function formatMoney(cents: number, currency: DocumentCurrency, locale: Locale): string {
  return printable(
    new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(cents / 100),
  );
}

/** A calendar date in the locale's long form, read in UTC as every stored date is. */
export function formatDate(date: Date, locale: Locale): string {
  return printable(
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
      date,
    ),
  );
}

/**
 * One A4 document in the product's layout: the organisation's name, a title, labelled facts,
 * a table of amounts, notes. Each writer moves down the page; `finish` ends the document and
 * resolves with its bytes.
 */
export type DocumentWriter = {
  t: Translate;
  money(cents: number): string;
  date(date: Date): string;
  heading(title: string): void;
  /** Label and value pairs, one a line. */
  facts(rows: ReadonlyArray<readonly [string, string]>): void;
  /** A two-column table: description and amount, with a header and a bold last row. */
  amounts(
    header: readonly [string, string],
    rows: ReadonlyArray<readonly [string, string]>,
    total: readonly [string, string],
  ): void;
  note(text: string): void;
  finish(): Promise<Buffer>;
};

export async function startDocument(options: {
  locale: Locale;
  currency: DocumentCurrency;
  /** The PDF's title in its properties (what a viewer shows in its title bar). */
  title: (t: Translate) => string;
  /** Written as the creation date, so that the same document always gives the same bytes. */
  createdAt: Date;
}): Promise<DocumentWriter> {
  const { locale, currency } = options;
  const t = translator(locale);
  const fonts = documentFonts();
  // pdfkit (about 22 MB of the server's memory) loads with the first document (decision 035).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: LOCALE_TAGS[locale],
    displayTitle: true,
    info: {
      Title: options.title(t),
      Author: t('documents.organisation'),
      CreationDate: options.createdAt,
      ModDate: options.createdAt,
    },
  });
  doc.registerFont('regular', fonts.regular.path, fonts.regular.face);
  doc.registerFont('bold', fonts.bold.path, fonts.bold.face);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
  };

  // The organisation's line opens every document.
  doc.font('bold').fontSize(16).fillColor(INK).text(t('documents.organisation'));
  doc.font('regular').fontSize(9).fillColor(MUTED).text(t('documents.organisationLine'));
  doc.moveDown(1.5);

  const labelWidth = 150;
  const amountWidth = 140;

  return {
    t,
    money: (cents) => formatMoney(cents, currency, locale),
    date: (date) => formatDate(date, locale),
    heading(title) {
      doc.font('bold').fontSize(20).fillColor(INK).text(title);
      doc.moveDown(0.75);
    },
    facts(rows) {
      doc.fontSize(10.5);
      for (const [label, value] of rows) {
        const top = doc.y;
        doc
          .font('regular')
          .fillColor(MUTED)
          .text(label, MARGIN, top, { width: labelWidth - 8 });
        const labelBottom = doc.y;
        doc
          .font('regular')
          .fillColor(INK)
          .text(printable(value), MARGIN + labelWidth, top, { width: width - labelWidth });
        doc.y = Math.max(labelBottom, doc.y) + 4;
      }
      doc.x = MARGIN;
      doc.moveDown(1);
    },
    amounts(header, rows, total) {
      const descriptionWidth = width - amountWidth;
      const line = (cells: readonly [string, string], font: 'regular' | 'bold', color: string) => {
        const top = doc.y;
        doc.font(font).fontSize(10.5).fillColor(color);
        doc.text(printable(cells[0]), MARGIN, top, { width: descriptionWidth - 12 });
        const left = doc.y;
        doc.text(cells[1], MARGIN + descriptionWidth, top, { width: amountWidth, align: 'right' });
        doc.y = Math.max(left, doc.y) + 6;
      };
      line(header, 'bold', MUTED);
      rule();
      doc.y += 6;
      for (const row of rows) line(row, 'regular', INK);
      rule();
      doc.y += 6;
      line(total, 'bold', INK);
      doc.x = MARGIN;
      doc.moveDown(1);
    },
    note(text) {
      doc.font('regular').fontSize(9.5).fillColor(MUTED).text(text, MARGIN, doc.y, { width });
      doc.moveDown(0.75);
    },
    finish() {
      doc.end();
      return ended;
    },
  };
}
