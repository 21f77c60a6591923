import { enums, object } from 'superstruct';
import type { Infer } from 'superstruct';
import { Slug } from '#contract/validation.ts';
import { ContentLanguage } from './content.ts';

// Bulletin inserts made for the church (issue 25): a print-ready PDF with the church's name and
// logo, the sermon closing, and a QR code of the church's own insert short code, so that results
// tell scans of inserts from scans of cards (decision 069).

/** The kinds an insert PDF is made of: the partners' inserts and the care teams'. */
export const INSERT_KINDS = ['bulletin_insert', 'bulletin_insert_care'] as const;

/** The paper sizes an insert is printed on: US Letter (8.5 × 11 in) and A4 (210 × 297 mm). */
export const INSERT_PAPERS = ['letter', 'a4'] as const;
export type InsertPaper = (typeof INSERT_PAPERS)[number];

/** The sermon closing the insert prints: the cards each person is offered, the silent prayer. */
export const SERMON_CLOSING = { suggestedCards: 3, silentPrayerSeconds: 15 } as const;

/** GET /content/insert_pdf: an insert the caller may read, made for their church. */
export const InsertPdfRequest = object({
  kind: enums(INSERT_KINDS),
  slug: Slug,
  paper: enums(INSERT_PAPERS),
  language: ContentLanguage,
});
export type InsertPdfRequest = Infer<typeof InsertPdfRequest>;
