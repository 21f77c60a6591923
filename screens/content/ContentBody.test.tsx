import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentBody, sanitizeBody } from './ContentBody';

describe('ContentBody', () => {
  it('keeps the editor’s tags and drops script, handlers, frames and other schemes', () => {
    const clean = sanitizeBody(
      '<h2>Title</h2><p onclick="alert(1)">Text <strong>bold</strong></p>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://x"></iframe>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://example.org">good</a>' +
        '<svg><animate onbegin=alert(1)></svg><style>*{}</style>',
    );
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<strong>bold</strong>');
    expect(clean).not.toMatch(
      /script|onclick|onerror|onbegin|<img|<iframe|<svg|<style|javascript:/i,
    );
    expect(clean).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">good</a>',
    );
  });

  it('draws the sanitized body in the language it is written in', () => {
    const { container } = render(
      <ContentBody html={'<p>기도하세요</p><img src=x onerror="alert(1)">'} lang="ko" />,
    );
    const body = container.firstElementChild!;
    expect(body.getAttribute('lang')).toBe('ko');
    expect(body.innerHTML).toBe('<p>기도하세요</p>');
  });
});
