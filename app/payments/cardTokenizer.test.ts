// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardTokenizerOf, sandboxCardTokenizer } from './cardTokenizer';

describe('cardTokenizerOf', () => {
  it('takes test cards in the browser in test mode', () => {
    const tokenizer = cardTokenizerOf({
      provider: 'sandbox',
      test_mode: true,
      publishable_key: null,
    });
    expect(tokenizer).toBe(sandboxCardTokenizer);
    const card = {
      firstName: 'Grace',
      lastName: 'Church',
      cardNumber: '4000 0000 0000 0002',
      month: '3',
      year: '28',
      cvv: '123',
    };
    expect(sandboxCardTokenizer.tokenize(card)).toBe('sandbox_declined_0002_03_2028');
    expect(
      sandboxCardTokenizer.tokenize({ ...card, cardNumber: '4111 1111 1111 1111' }),
    ).toBeNull();
  });

  it('uses Stripe Elements with a publishable key, and nothing without one', () => {
    expect(
      cardTokenizerOf({ provider: 'stripe', test_mode: false, publishable_key: 'pk_live_1' }),
    ).toEqual({ mode: 'stripe', publishableKey: 'pk_live_1' });
    expect(
      cardTokenizerOf({ provider: 'stripe', test_mode: false, publishable_key: null }),
    ).toBeNull();
    expect(cardTokenizerOf(undefined)).toBeNull();
  });
});
