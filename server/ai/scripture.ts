// Scripture quotations are never machine-translated (decision 078). Before a body goes to a
// provider, each quotation is replaced by a placeholder; after, the placeholder becomes the
// English quotation again with a marker for the person who reviews the draft.

/**
 * A Bible reference: an optional book number, a book name of one to three words (English, as
 * the source texts are English; "Song of Songs", "1 Cor.", "Ps"), then chapter:verse, a range,
 * and more verses: `John 3:16`, `1 Corinthians 13:4-7`, `Ps. 23:1, 4`.
 */
const BOOK = String.raw`(?:[1-3]\s?)?[A-Z][a-z]+\.?(?:\s(?:of\s)?[A-Z][a-z]+){0,2}`;
const VERSES = String.raw`\d{1,3}:\d{1,3}(?:\s?[-–]\s?\d{1,3}(?::\d{1,3})?)?(?:,\s?\d{1,3}(?:[-–]\d{1,3})?)*`;
export const BIBLE_REFERENCE = new RegExp(String.raw`\b${BOOK}\s${VERSES}`);

/** A blockquote (the editor's quote) whose text names a Bible reference anywhere in it. */
const BLOCKQUOTE = /<blockquote\b[^>]*>[\s\S]*?<\/blockquote>/gi;
/**
 * Words in quotation marks followed by a reference in parentheses or after a dash:
 * “For God so loved the world…” (John 3:16).
 */
const INLINE = new RegExp(
  String.raw`(?:“[^”<]{1,2000}”|"[^"<]{1,2000}"|«[^»<]{1,2000}»)\s*(?:\(\s*${BOOK}\s${VERSES}[^)<]{0,40}\)|[—–-]\s*${BOOK}\s${VERSES})`,
  'g',
);

const withoutTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

export type HeldQuotations = { body: string; held: string[] };

export const placeholder = (index: number) => `[[SCRIPTURE-${index + 1}]]`;

/** Replaces each Scripture quotation of an HTML body by a placeholder, keeping the originals. */
export function holdScripture(body: string): HeldQuotations {
  const held: string[] = [];
  const hold = (quotation: string) => {
    held.push(quotation);
    return placeholder(held.length - 1);
  };
  const blocksHeld = body.replace(BLOCKQUOTE, (block) =>
    BIBLE_REFERENCE.test(withoutTags(block)) ? hold(block) : block,
  );
  return { body: blocksHeld.replace(INLINE, hold), held };
}

/**
 * Puts the held quotations back into a translated body, each after a marker in the draft's
 * language; a placeholder the provider lost is put back at the end, so none is ever lost.
 */
export function restoreScripture(translated: string, held: string[], marker: string): string {
  const mark = `<strong>[${marker}]</strong>`;
  const marked = (quotation: string) =>
    quotation.startsWith('<blockquote')
      ? quotation.replace(/^<blockquote\b[^>]*>/i, (open) => `${open}<p>${mark}</p>`)
      : `${mark} ${quotation}`;
  let body = translated;
  const lost: string[] = [];
  held.forEach((quotation, index) => {
    const token = placeholder(index);
    if (body.includes(token)) body = body.split(token).join(marked(quotation));
    else lost.push(quotation);
  });
  for (const quotation of lost) {
    body += quotation.startsWith('<blockquote') ? marked(quotation) : `<p>${marked(quotation)}</p>`;
  }
  return body;
}
