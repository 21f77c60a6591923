// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPluralForms, type MessageTree, type PluralForms } from '#ds/i18n/translate.ts';
import en from '#locales/en.json';
import es from '#locales/es.json';
import fr from '#locales/fr.json';
import ko from '#locales/ko.json';
import sameAsEnglish from '#locales/same-as-english.json';
import { frenchTuForms, spanishTuForms } from '#tests/localeRegister.ts';

type Message = string | PluralForms;

/** Every message by its dotted key; a plural message (`{ one, other }`) is one message. */
function flatten(tree: MessageTree, prefix = ''): Map<string, Message> {
  const out = new Map<string, Message>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || isPluralForms(value)) out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** The texts of a message: the string, or each plural form. */
const textsOf = (message: Message | undefined): string[] =>
  message === undefined ? [] : typeof message === 'string' ? [message] : Object.values(message);

const english = flatten(en);
const others = { es: flatten(es), fr: flatten(fr), ko: flatten(ko) };
const all = { en: english, ...others };
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** The placeholders of a message, `count` aside (a plural's count is always given; a form may drop it). */
const placeholdersOf = (message: Message | undefined) =>
  [...new Set(textsOf(message).flatMap(placeholders))].filter((name) => name !== 'count').sort();

/**
 * A number placeholder that names a count (`{{count}}`, `{{minutes}}`, …) before a counted noun:
 * such a message needs plural forms ("1 minutes" otherwise).
 */
const COUNTED =
  /\{\{\s*(count|minutes|hours|days)\s*\}\}\s+(?:\p{L}+\s+)?(minutes?|hours?|days?|weeks?|months?|fields?|products?|videos?|messages?|cards?|packs?|items?|pages?|times?|connections?|testimonials?|stories|story|invitations?|replies|reply)\b/iu;

describe('locale files', () => {
  it('English has messages and none is blank', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [key, message] of english)
      for (const text of textsOf(message)) expect(text.trim(), key).not.toBe('');
  });

  for (const [locale, messages] of Object.entries(others)) {
    describe(locale, () => {
      it('has every English key, and no key English lacks', () => {
        expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
        expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
      });

      it('keeps the same {{placeholders}} as English', () => {
        for (const [key, message] of english) {
          expect(placeholdersOf(messages.get(key)), `${locale}: ${key}`).toEqual(
            placeholdersOf(message),
          );
        }
      });

      it('is translated, not copied from English', () => {
        const allowed = new Set<string>(sameAsEnglish[locale as keyof typeof sameAsEnglish]);
        const copied = [...english].filter(
          ([key, message]) =>
            typeof message === 'string' &&
            messages.get(key) === message &&
            !allowed.has(key) &&
            /[a-z]{2}/i.test(message),
        );
        expect(copied.map(([key]) => key)).toEqual([]);
      });
    });
  }

  describe('plurals', () => {
    for (const [locale, messages] of Object.entries(all)) {
      it(`${locale}: every count-bearing message has the plural forms Intl.PluralRules gives ${locale}`, () => {
        const categories = [
          ...new Intl.PluralRules(locale).resolvedOptions().pluralCategories,
        ].sort();
        const wrong: string[] = [];
        for (const [key, message] of english) {
          if (typeof message === 'string') continue;
          const own = messages.get(key);
          const forms = own && typeof own !== 'string' ? Object.keys(own).sort() : [];
          if (forms.join() !== categories.join())
            wrong.push(`${key}: ${forms.join() || 'no forms'}`);
        }
        expect(wrong).toEqual([]);
      });

      it(`${locale}: the "other" form of a plural message shows {{count}}`, () => {
        const without = [...messages]
          .filter(
            ([, message]) =>
              typeof message !== 'string' && !placeholders(message.other).includes('count'),
          )
          .map(([key]) => key);
        expect(without).toEqual([]);
      });

      it(`${locale}: no "(s)" stands in for a plural`, () => {
        const hacks = [...messages]
          .filter(([, message]) =>
            textsOf(message).some((text) => /\p{L}\((?:s|es|e|x|n)\)/u.test(text)),
          )
          .map(([key]) => key);
        expect(hacks).toEqual([]);
      });
    }

    it('a message that counts minutes, fields, products… is a plural message', () => {
      const single = [...english]
        .filter(([, message]) => typeof message === 'string' && COUNTED.test(message))
        .map(([key]) => key);
      expect(single).toEqual([]);
    });

    it('the count-bearing check fails on a single-form message', () => {
      expect(COUNTED.test('Try again in {{minutes}} minutes.')).toBe(true);
      expect(COUNTED.test('{{count}} new connections')).toBe(true);
      expect(COUNTED.test('Results: {{count}}')).toBe(false);
    });
  });

  it('Korean messages are written in Hangul', () => {
    const allowed = new Set<string>(sameAsEnglish.ko);
    const latinOnly = [...others.ko].filter(
      ([key, message]) =>
        !allowed.has(key) &&
        textsOf(message).some((text) => /[a-z]{3}/i.test(text) && !/[\uac00-\ud7a3]/.test(text)),
    );
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });

  describe('one register per language', () => {
    it('Spanish says usted: no message uses tú forms', () => {
      const familiar = [...others.es]
        .map(([key, message]) => [key, textsOf(message).flatMap(spanishTuForms)] as const)
        .filter(([, forms]) => forms.length > 0)
        .map(([key, forms]) => `${key}: ${forms.join(', ')}`);
      expect(familiar).toEqual([]);
    });

    it('French says vous: no message uses tu forms', () => {
      const familiar = [...others.fr]
        .map(([key, message]) => [key, textsOf(message).flatMap(frenchTuForms)] as const)
        .filter(([, forms]) => forms.length > 0)
        .map(([key, forms]) => `${key}: ${forms.join(', ')}`);
      expect(familiar).toEqual([]);
    });

    it('the Spanish check finds tú forms, and leaves usted alone', () => {
      expect(spanishTuForms('Comparte tu historia')).toEqual(['comparte', 'tu']);
      expect(spanishTuForms('Revisa la conexión e inténtalo de nuevo.')).toEqual([
        'revisa',
        'inténtalo',
      ]);
      expect(spanishTuForms('¿Cómo prefieres que te contactemos?')).toEqual(['prefieres', 'te']);
      expect(
        spanishTuForms('Puedes conectarla más tarde. Sube un archivo o inserta un enlace.'),
      ).toEqual(['puedes', 'sube', 'inserta']);
      expect(spanishTuForms('Asegúrate de guardar.')).toEqual(['asegúrate']);
      expect(
        spanishTuForms(
          'Comparta su historia. Revise su conexión e inténtelo de nuevo. El producto vuelve automáticamente a su precio. Prueba lista.',
        ),
      ).toEqual([]);
    });

    it('the French check finds tu forms, and leaves vous alone', () => {
      expect(frenchTuForms('Partage ton histoire avec tes amis')).toEqual(['ton', 'tes']);
      expect(frenchTuForms('Nous allons t’aider si tu veux')).toEqual(['t’aider', 'tu']);
      expect(
        frenchTuForms('Partagez votre histoire. Une vidéo a-t-elle compté pour vous ?'),
      ).toEqual([]);
    });
  });
});
