import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSENT_LOCALES } from '#contract/testimonials/testimonials.ts';
import { CONSENT_VERSION, consentText } from './consent.ts';

/**
 * The consent's words of each language under each version (decision 054). Changing the words in
 * locales/*.json fails this test: give them a new CONSENT_VERSION and its digests here, so that
 * a recorded consent's version always names the words the person saw.
 */
const DIGESTS: Record<string, Record<(typeof CONSENT_LOCALES)[number], string>> = {
  '2026-11-25': {
    en: 'be688aba710533ec6063c08112ff7d2baa219132bb1c32b8752f595edf29b4cf',
    es: '925a37f38f8bd3db3c6f171018ba5826ccfc40c0bfb1cfb4f3a7a4c0775e77f4',
    fr: 'd5eb7dd3d50b11f8b2b50208d2667849cd0807c69c800ac074f78ac31c7faadb',
    ko: 'a1dd84642a5b57aa7832e615524a0b23446315484731479ab6b5c428df5de96f',
  },
};

const wordsOf = (locale: string): string => {
  const file = new URL(`../../locales/${locale}.json`, import.meta.url);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as {
    publicChurch: { testimony: { consent: string } };
  };
  return tree.publicChurch.testimony.consent;
};

describe('the consent to show a testimonial', () => {
  it.each(CONSENT_LOCALES)('has the words of its version in %s', (locale) => {
    const digest = createHash('sha256').update(wordsOf(locale)).digest('hex');
    expect(digest).toBe(DIGESTS[CONSENT_VERSION]?.[locale]);
  });

  it('names the church and says what is shown, what is not, and how to withdraw', () => {
    const text = consentText('en', 'Grace Community Church');
    expect(text).toContain('Grace Community Church');
    expect(text).toMatch(/first name/);
    expect(text).toMatch(/e-mail address is never shown/);
    expect(text).toMatch(/withdraw/);
    for (const locale of CONSENT_LOCALES) {
      expect(consentText(locale, 'Grace Community Church')).toContain('Grace Community Church');
    }
  });
});
