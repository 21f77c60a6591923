// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import ko from '#locales/ko.json';
import { loadMessages } from './messages';

describe('loadMessages', () => {
  it('loads each language’s file, once', async () => {
    const first = loadMessages('ko');
    expect(loadMessages('ko')).toBe(first);
    expect(await first).toEqual(ko);
    expect(await loadMessages('en')).toEqual(en);
  });
});
