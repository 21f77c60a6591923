import { describe, expect, it } from 'vitest';
import { BIBLE_REFERENCE, holdScripture, restoreScripture } from './scripture.ts';

describe('Scripture quotations', () => {
  it.each([
    'John 3:16',
    '1 Corinthians 13:4-7',
    'Ps. 23:1, 4',
    'Song of Songs 2:4',
    '2 Tim 3:16–17',
  ])('recognizes the reference %s', (reference) =>
    expect(BIBLE_REFERENCE.test(reference)).toBe(true),
  );

  it.each(['at 3:16 pm', 'Psalm 23', 'Room 12'])('takes %s for no reference', (text) =>
    expect(BIBLE_REFERENCE.test(text)).toBe(false),
  );

  it('holds a blockquote with a reference and a quoted verse with one, not other quotes', () => {
    const body =
      '<blockquote><p>The Lord is my shepherd.</p><p>Psalm 23:1</p></blockquote>' +
      '<blockquote><p>A wise saying.</p></blockquote>' +
      '<p>“Love is patient” (1 Cor 13:4). “Hello,” she said.</p>';
    const held = holdScripture(body);
    expect(held.held).toHaveLength(2);
    expect(held.body).toBe(
      '[[SCRIPTURE-1]]<blockquote><p>A wise saying.</p></blockquote><p>[[SCRIPTURE-2]]. “Hello,” she said.</p>',
    );
    const restored = restoreScripture(held.body.replace('Hello', 'Bonjour'), held.held, 'Note');
    expect(restored).toContain(
      '<blockquote><p><strong>[Note]</strong></p><p>The Lord is my shepherd.</p>',
    );
    expect(restored).toContain('<strong>[Note]</strong> “Love is patient” (1 Cor 13:4)');
  });

  it('puts back a quotation the provider lost, at the end', () => {
    const held = holdScripture('<blockquote><p>Jesus wept.</p><p>John 11:35</p></blockquote>');
    expect(restoreScripture('<p>Traduit.</p>', held.held, 'Note')).toBe(
      '<p>Traduit.</p><blockquote><p><strong>[Note]</strong></p><p>Jesus wept.</p><p>John 11:35</p></blockquote>',
    );
  });
});
