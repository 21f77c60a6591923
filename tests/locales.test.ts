import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import es from '#locales/es.json';
import fr from '#locales/fr.json';
import ko from '#locales/ko.json';
import sameAsEnglish from '#locales/same-as-english.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const english = flatten(en);
const others = { es: flatten(es), fr: flatten(fr), ko: flatten(ko) };
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('English has messages and none is blank', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
  });

  for (const [locale, messages] of Object.entries(others)) {
    describe(locale, () => {
      it('has every English key, and no key English lacks', () => {
        expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
        expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
      });

      it('keeps the same {{placeholders}} as English', () => {
        for (const [key, text] of english) {
          expect(placeholders(messages.get(key) ?? ''), `${locale}: ${key}`).toEqual(
            placeholders(text),
          );
        }
      });

      it('is translated, not copied from English', () => {
        const allowed = new Set<string>(sameAsEnglish[locale as keyof typeof sameAsEnglish]);
        const copied = [...english].filter(
          ([key, text]) =>
            messages.get(key) === text && !allowed.has(key) && /[a-z]{2}/i.test(text),
        );
        expect(copied.map(([key]) => key)).toEqual([]);
      });
    });
  }

  it('Korean messages are written in Hangul', () => {
    const allowed = new Set<string>(sameAsEnglish.ko);
    const latinOnly = [...others.ko].filter(
      ([key, text]) => !allowed.has(key) && /[a-z]{3}/i.test(text) && !/[\uac00-\ud7a3]/.test(text),
    );
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });
});
