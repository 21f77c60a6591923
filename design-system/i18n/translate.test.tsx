import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import es from '#locales/es.json';
import fr from '#locales/fr.json';
import ko from '#locales/ko.json';
import { I18nProvider, useT } from './I18nProvider';
import { localeTags, type Locale } from './locales';
import type { Messages } from './messageKey';
import { createTranslator, type MessageTree } from './translate';

const files: Record<Locale, MessageTree> = { en, es, fr, ko };
const t = (locale: Locale) => createTranslator(localeTags[locale], files[locale], en);

describe('createTranslator', () => {
  it('renders a count of 1 and of 5 in each of the four languages', () => {
    const shown = (locale: Locale, count: number) => [
      t(locale)('store.productCount', { count }),
      t(locale)('publicChurch.form.errors.tooMany', { count }),
    ];
    expect(shown('en', 1)).toEqual([
      '1 product',
      'Your message could not be sent just now. Please try again in 1 minute.',
    ]);
    expect(shown('en', 5)).toEqual([
      '5 products',
      'Your message could not be sent just now. Please try again in 5 minutes.',
    ]);
    expect(shown('es', 1)).toEqual([
      '1 producto',
      'No se pudo enviar su mensaje en este momento. Inténtelo de nuevo dentro de 1 minuto.',
    ]);
    expect(shown('es', 5)).toEqual([
      '5 productos',
      'No se pudo enviar su mensaje en este momento. Inténtelo de nuevo dentro de 5 minutos.',
    ]);
    expect(shown('fr', 1)).toEqual([
      '1 produit',
      "Votre message n'a pas pu être envoyé pour le moment. Veuillez réessayer dans 1 minute.",
    ]);
    expect(shown('fr', 5)).toEqual([
      '5 produits',
      "Votre message n'a pas pu être envoyé pour le moment. Veuillez réessayer dans 5 minutes.",
    ]);
    expect(shown('ko', 1)).toEqual([
      '상품 1개',
      '지금은 메시지를 보낼 수 없습니다. 1분 후에 다시 시도해 주세요.',
    ]);
    expect(shown('ko', 5)).toEqual([
      '상품 5개',
      '지금은 메시지를 보낼 수 없습니다. 5분 후에 다시 시도해 주세요.',
    ]);
  });

  it('follows each language’s rules: French 0 is singular, English 0 plural, a million takes "de"', () => {
    expect(t('fr')('store.productCount', { count: 0 })).toBe('0 produit');
    expect(t('en')('store.productCount', { count: 0 })).toBe('0 products');
    expect(t('es')('store.productCount', { count: 1_000_000 })).toBe('1.000.000 de productos');
    expect(t('fr')('store.productCount', { count: 1_000_000 })).toBe(
      '1\u202f000\u202f000 de produits',
    );
    expect(t('en')('store.productCount', { count: 1234 })).toBe('1,234 products');
  });

  it('a form without {{count}} still reads well: "Check the marked field"', () => {
    expect(t('en')('publicChurch.form.errors.summary', { count: 1 })).toBe(
      'Check the marked field and send again.',
    );
    expect(t('en')('publicChurch.form.errors.summary', { count: 3 })).toBe(
      'Check the 3 marked fields and send again.',
    );
  });

  it('shows "other" without a numeric count, English where a key is missing, else the key', () => {
    expect(t('en')('store.productCount')).toBe(' products');
    const spanish = createTranslator('es', { only: 'solo' }, { missing: 'in English' });
    expect(spanish('only')).toBe('solo');
    expect(spanish('missing')).toBe('in English');
    expect(spanish('nowhere.at.all')).toBe('nowhere.at.all');
  });

  it('substitutes the other placeholders as rosetta does', () => {
    expect(t('en')('dataTable.range', { from: 1, to: 20, total: 45 })).toBe('1–20 of 45');
  });
});

describe('I18nProvider', () => {
  function ProductCount({ count }: { count: number }) {
    return <p>{useT()('store.productCount', { count })}</p>;
  }

  it('gives screens the same plural runtime', () => {
    render(
      <I18nProvider locale="es" messages={es as Messages} fallback={en as Messages}>
        <ProductCount count={1} />
        <ProductCount count={5} />
      </I18nProvider>,
    );
    expect(screen.getByText('1 producto')).toBeTruthy();
    expect(screen.getByText('5 productos')).toBeTruthy();
  });
});
