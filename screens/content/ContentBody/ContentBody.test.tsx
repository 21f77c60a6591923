import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentBody, sanitizeContentHtml } from './ContentBody';

describe('a content body', () => {
  it('keeps the editor’s tags and drops script, handlers, frames and pictures', () => {
    const html = sanitizeContentHtml(
      '<h2>Title</h2><p onclick="alert(1)">Text <strong>bold</strong></p>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://example.com"></iframe>' +
        '<svg><script>alert(1)</script></svg><style>body{}</style>',
    );
    expect(html).toBe('<h2>Title</h2><p>Text <strong>bold</strong></p>');
  });

  it('keeps http, https and mailto links only, each in a new tab without the opener', () => {
    const html = sanitizeContentHtml(
      '<a href="javascript:alert(1)">bad</a><a href=" JaVaScRiPt:alert(1)">bad</a>' +
        '<a href="data:text/html,x">bad</a><a href="https://example.org">good</a>',
    );
    expect(html).not.toMatch(/javascript|data:/i);
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">good</a>',
    );
  });

  it('renders the sanitized HTML in its language', () => {
    const { container } = render(
      <ContentBody html={'<p>소망<img src=x onerror="alert(1)"></p>'} lang="ko" />,
    );
    const body = container.firstElementChild!;
    expect(body.getAttribute('lang')).toBe('ko');
    expect(body.innerHTML).toBe('<p>소망</p>');
  });
});
