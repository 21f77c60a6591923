import { describe, expect, it } from 'vitest';
import { expectHarmless, XSS_PAYLOADS } from '#server/testing/stored-xss.ts';
import { plainText, sanitizeRichText } from './rich-text.ts';

describe('the rich-text sanitizer', () => {
  it.each(XSS_PAYLOADS)('leaves nothing that runs of %s', async (payload) => {
    // The check sees the danger in the payload itself (so it could fail)…
    expect(() => expectHarmless(payload)).toThrow();
    const clean = await sanitizeRichText(payload);
    expectHarmless(clean);
    // Cleaning is stable: what was kept is kept as it is.
    expect(await sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps what the editor writes, and opens links safely', async () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong>, <em>slanted</em> and <u>underlined</u> word.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>Quote</blockquote>' +
      '<p><a href="https://example.org/page">a link</a> <a href="mailto:a@example.org">mail</a></p>';
    expect(await sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong>, <em>slanted</em> and <u>underlined</u> word.</p>' +
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>Quote</blockquote>' +
        '<p><a href="https://example.org/page" rel="noopener noreferrer nofollow" target="_blank">' +
        'a link</a> <a href="mailto:a@example.org" rel="noopener noreferrer nofollow" ' +
        'target="_blank">mail</a></p>',
    );
  });

  it('gives search the words alone, blocks apart, entities as characters, Korean composed', async () => {
    expect(await plainText('<p>Faith &amp; <strong>hope</strong></p><p>love&lt;3</p>')).toBe(
      'Faith & hope love<3',
    );
    // 하나 written as separate jamo (as some keyboards send it) becomes the composed syllables.
    expect(await plainText('<p>\u1112\u1161\u1102\u1161님</p>')).toBe('하나님');
    expect(await plainText('<script>hidden()</script><p>seen</p>')).toBe('seen');
  });
});
