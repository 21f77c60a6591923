import type sanitizeHtmlFunction from 'sanitize-html';
import type { IOptions } from 'sanitize-html';

// Rich text (decision 068): what the admin's editor writes, kept to a small set of tags by a
// kept sanitizer (sanitize-html, on the server, on save and again as readers read it). No
// script, style, event handler, frame or form survives, and links keep only http(s) and mailto.
// sanitize-html (about 18 MB resident, with its parser and postcss) loads with the first rich
// text the server cleans, not with the server (decision 035).

type Sanitize = typeof sanitizeHtmlFunction;
let loaded: Promise<Sanitize> | null = null;
const sanitizer = (): Promise<Sanitize> =>
  (loaded ??= import('sanitize-html').then((module) => module.default));

const options = (sanitizeHtml: Sanitize): IOptions => ({
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  // rel and target are the transform's below (it runs before this filter).
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link leaves in a new tab without handing the page to the site it opens.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
});

/** The HTML readers may be shown: only the allowed tags, attributes and link schemes. */
export async function sanitizeRichText(html: string): Promise<string> {
  const sanitizeHtml = await sanitizer();
  return sanitizeHtml(html, options(sanitizeHtml));
}

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The words of rich text for search: no tags, blocks apart, entities as their characters
 * (sanitize-html escapes only &, <, > and "), in Unicode's composed form (NFC), as queries are.
 */
export async function plainText(html: string): Promise<string> {
  const sanitizeHtml = await sanitizer();
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
}
