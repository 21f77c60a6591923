import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import { vars } from '#ds/tokens';

/**
 * The tags and attributes the server's sanitizer keeps (decision 068); DOMPurify keeps no more
 * on render, so a body that reaches the page round the API still carries no script.
 */
const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'br',
  'a',
];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

/** Sanitized HTML of a content body: only the editor's tags, links http, https or mailto. */
export function sanitizeBody(html: string): string {
  if (typeof window === 'undefined') return '';
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
  // Every link opens apart from the app, without telling the other page where it came from.
  const holder = document.createElement('div');
  holder.innerHTML = clean;
  for (const link of holder.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  return holder.innerHTML;
}

const StyledBody = styled.div`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineNormal};
  overflow-wrap: anywhere;

  > :first-child {
    margin-top: 0;
  }

  > :last-child {
    margin-bottom: 0;
  }

  h2,
  h3,
  h4 {
    line-height: ${vars.font.lineTight};
    margin: ${vars.space[5]} 0 ${vars.space[2]};
  }

  h2 {
    font-size: ${vars.font.sizeXl};
  }

  h3,
  h4 {
    font-size: ${vars.font.sizeLg};
  }

  p,
  ul,
  ol,
  blockquote,
  pre {
    margin: 0 0 ${vars.space[3]};
  }

  ul,
  ol {
    padding-inline-start: ${vars.space[6]};
  }

  blockquote {
    border-inline-start: 3px solid ${vars.color.border};
    padding-inline-start: ${vars.space[4]};
    color: ${vars.color.textMuted};
  }

  pre {
    overflow-x: auto;
    background: ${vars.color.surfaceSunken};
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.small};
  }

  a {
    color: ${vars.color.accentText};
  }

  :lang(ko) & {
    word-break: keep-all;
  }
`;

/** A content item's rich text (study guides, inserts, talking points, posts), sanitized again. */
export function ContentBody({ html, lang }: { html: string; lang?: string }) {
  const clean = useMemo(() => sanitizeBody(html), [html]);
  return <StyledBody lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
