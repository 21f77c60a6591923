import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { StyledContentBody } from './ContentBody.styles';

/**
 * What the server's sanitizer allows (server/content/rich-text.ts, decision 068), kept again on
 * the client: a body is sanitized on save, as it is read, and once more here before it is shown.
 */
const ALLOWED_TAGS = [
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
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
];
const ALLOWED_ATTR = ['href', 'rel', 'target', 'start'];
const SAFE_LINK = /^(?:https?:|mailto:)/i;

let hooked = false;
function purifier() {
  if (!hooked) {
    // Links open in a new tab, without the opener, and only to http, https or mailto.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_LINK.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    });
    hooked = true;
  }
  return DOMPurify;
}

/** Rich text as it may be shown: only the allowed tags, attributes and links. */
export function sanitizeContentHtml(html: string): string {
  return purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

export type ContentBodyProps = {
  /** The body's HTML as the server answered it (already sanitized there). */
  html: string;
  /** The language of the text (`shown_in`), for fonts, hyphenation and screen readers. */
  lang: string;
};

/**
 * A content item's rich-text body, as readers see it and as the admin's preview shows it:
 * sanitized again here with DOMPurify, then styled.
 */
export function ContentBody({ html, lang }: ContentBodyProps) {
  const clean = useMemo(() => sanitizeContentHtml(html), [html]);
  return <StyledContentBody lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
