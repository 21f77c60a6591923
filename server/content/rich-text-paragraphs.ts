import { Parser } from 'htmlparser2';

/** A block of rich text as plain text: a paragraph, a heading or a list item. */
export type TextParagraph = { text: string; heading?: true; bullet?: true };

const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'li', 'blockquote', 'pre']);
const HEADINGS = new Set(['h2', 'h3', 'h4']);

/**
 * Sanitized rich text (decision 068's tags) as the paragraphs a PDF sets: the text of each block,
 * entities decoded, spaces collapsed, `br` as a line break; empty blocks dropped.
 */
export function paragraphsOf(html: string): TextParagraph[] {
  const paragraphs: TextParagraph[] = [];
  let text = '';
  let kind: Omit<TextParagraph, 'text'> = {};
  const flush = () => {
    const clean = text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    if (clean) paragraphs.push({ text: clean, ...kind });
    text = '';
    kind = {};
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (BLOCKS.has(name)) {
          flush();
          if (HEADINGS.has(name)) kind = { heading: true };
          if (name === 'li') kind = { bullet: true };
        }
        if (name === 'br') text += '\n';
      },
      ontext(chunk) {
        text += chunk;
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return paragraphs;
}
