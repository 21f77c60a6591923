import { describe, expect, it } from 'vitest';
import { readPdf } from '#server/testing/pdf-text.ts';
import type { InvoiceDocument } from './invoice-pdf.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { ReceiptDocument } from './receipt-pdf.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

// The text a reader's viewer would show (and copy), the page count and the title: poppler's
// pdftotext and pdfinfo (decision 064).

const invoice: InvoiceDocument = {
  number: 'TL-2026-000123',
  issued_at: new Date('2026-11-02T10:00:00Z'),
  church_name: '은혜 공동체 교회',
  lines: [
    { description: 'Partnership, monthly plan (101–250), payment 3 of 12', amount_cents: 14_900 },
    { description: 'Invitation cards', amount_cents: 120_050 },
  ],
  total_cents: 134_950,
  status: 'paid',
  currency: 'usd',
  locale: 'en',
};

const receipt: ReceiptDocument = {
  receipt_number: 'GR-2026-000042',
  received_at: new Date('2026-11-25T15:00:00Z'),
  donor_name: '김하늘',
  donor_email: 'donor@example.org',
  amount_cents: 5_180,
  fee_cents: 180,
  interval: 'month',
  currency: 'usd',
  locale: 'ko',
};

describe('invoice PDF', () => {
  it('is a PDF with the number, the Korean church name, each line and the total', async () => {
    const bytes = await renderInvoicePdf(invoice);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages, title } = await readPdf(bytes);
    expect(pages).toBe(1);
    expect(title).toBe('Invoice TL-2026-000123');
    expect(text).toContain('TL-2026-000123');
    expect(text).toContain('은혜 공동체 교회');
    expect(text).toContain('November 2, 2026');
    expect(text).toContain('$149.00');
    expect(text).toContain('$1,200.50');
    expect(text).toContain('Total');
    expect(text).toContain('$1,349.50');
    expect(text).toContain('Paid');
  });

  it('embeds only the glyphs it uses: a few tens of kilobytes, not the 19 MB font', async () => {
    const bytes = await renderInvoicePdf(invoice);
    expect(bytes.length).toBeLessThan(120_000);
  });

  it('is written in the invoice language, amounts and dates in its format', async () => {
    const french = await readPdf(
      await renderInvoicePdf({ ...invoice, locale: 'fr', status: 'open' }),
    );
    expect(french.text).toContain('Facture');
    expect(french.text).toContain('2 novembre 2026');
    expect(french.text).toMatch(/1\s349,50\s\$US/);
    // Intl's narrow spaces, absent from the font, would be copied as NUL.
    expect(french.text).not.toContain('\u0000');
    expect(french.text).toContain('Ouverte, paiement dû');
    expect(french.text).toContain('Cette facture n’est pas encore payée');

    const korean = await readPdf(await renderInvoicePdf({ ...invoice, locale: 'ko' }));
    expect(korean.text).toContain('청구서 번호');
    expect(korean.text).toContain('2026년 11월 2일');
    expect(korean.text).toContain('US$1,349.50');

    const spanish = await readPdf(await renderInvoicePdf({ ...invoice, locale: 'es' }));
    expect(spanish.text).toContain('Número de factura');
    expect(spanish.text).toContain('Pagada');
  });

  it('gives the same bytes for the same invoice', async () => {
    const first = await renderInvoicePdf(invoice);
    const second = await renderInvoicePdf(invoice);
    expect(first.equals(second)).toBe(true);
  });
});

describe('receipt PDF', () => {
  it('names the donor, the receipt number, the date, the gift and the covered fee', async () => {
    const { text, title } = await readPdf(await renderReceiptPdf(receipt));
    expect(title).toBe('후원금 영수증 GR-2026-000042');
    expect(text).toContain('GR-2026-000042');
    expect(text).toContain('김하늘');
    expect(text).toContain('donor@example.org');
    expect(text).toContain('2026년 11월 25일');
    expect(text).toContain('정기 후원(매월)');
    expect(text).toContain('US$50.00');
    expect(text).toContain('US$1.80');
    expect(text).toContain('US$51.80');
    expect(text).toContain('교회 전도 사역회');
  });

  it('shows no fee line when the donor covered none', async () => {
    const { text } = await readPdf(
      await renderReceiptPdf({
        ...receipt,
        locale: 'en',
        fee_cents: 0,
        amount_cents: 2_500,
        interval: 'one_time',
      }),
    );
    expect(text).toContain('One-time gift');
    expect(text).not.toContain('Processing fee');
    expect(text).toContain('No goods or services were provided');
    expect(text.match(/\$25\.00/g)).toHaveLength(2);
  });
});
