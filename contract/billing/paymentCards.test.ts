import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invalidCardFields,
  parseSandboxCardToken,
  passesLuhn,
  SANDBOX_TEST_CARDS,
  sandboxCardToken,
  type CardFields,
} from './paymentCards.ts';

const today = new Date('2026-11-25T12:00:00Z');
const card = (overrides: Partial<CardFields> = {}): CardFields => ({
  firstName: 'Grace',
  lastName: 'Community',
  cardNumber: '4242 4242 4242 4242',
  month: '12',
  year: '2030',
  cvv: '123',
  ...overrides,
});

describe('the card form', () => {
  it('takes a complete card, with spaces or dashes in the number and a two-digit year', () => {
    expect(invalidCardFields(card(), today)).toEqual([]);
    expect(
      invalidCardFields(card({ cardNumber: '4242-4242-4242-4242', year: '30' }), today),
    ).toEqual([]);
    // This month is the card's last.
    expect(invalidCardFields(card({ month: '11', year: '2026' }), today)).toEqual([]);
  });

  it("names every wrong field in the spec's order", () => {
    const empty = card({
      firstName: ' ',
      lastName: '',
      cardNumber: '',
      month: '',
      year: '',
      cvv: '',
    });
    expect(invalidCardFields(empty, today)).toEqual([
      'firstName',
      'lastName',
      'cardNumber',
      'month',
      'year',
      'cvv',
    ]);
    expect(invalidCardFields(card({ cardNumber: '4242 4242 4242 4241' }), today)).toEqual([
      'cardNumber',
    ]);
    expect(invalidCardFields(card({ month: '13' }), today)).toEqual(['month']);
    expect(invalidCardFields(card({ year: '203' }), today)).toEqual(['year']);
    expect(invalidCardFields(card({ cvv: '12a' }), today)).toEqual(['cvv']);
  });

  it('names month and year of a card that has expired or expires implausibly late', () => {
    expect(invalidCardFields(card({ month: '10', year: '2026' }), today)).toEqual([
      'month',
      'year',
    ]);
    expect(invalidCardFields(card({ month: '1', year: '2047' }), today)).toEqual(['month', 'year']);
  });

  it("knows Stripe's test cards pass the Luhn check, and a changed digit does not", () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) {
      expect(passesLuhn(number)).toBe(true);
      expect(passesLuhn(number.slice(0, -1) + ((Number(number.at(-1)) + 1) % 10))).toBe(false);
    }
    expect(passesLuhn('4242')).toBe(false);
  });
});

describe("the sandbox's card tokens", () => {
  it("turn each of Stripe's test cards into its scenario, keeping only the last four digits", () => {
    const token = sandboxCardToken(
      card({ cardNumber: '4000 0000 0000 0341', month: '3', year: '28' }),
    );
    expect(token).toBe('sandbox_failsWhenCharged_0341_03_2028');
    expect(parseSandboxCardToken(token!)).toEqual({
      scenario: 'failsWhenCharged',
      last4: '0341',
      expMonth: 3,
      expYear: 2028,
    });
    expect(sandboxCardToken(card({ cardNumber: '4000000000000002' }))).toMatch(
      /^sandbox_declined_/,
    );
    expect(sandboxCardToken(card({ cardNumber: '4000000000009995' }))).toMatch(
      /^sandbox_insufficientFunds_/,
    );
  });

  it('are never made for any other number, so no real card is processed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (number) => {
        fc.pre(!(number in SANDBOX_TEST_CARDS));
        expect(sandboxCardToken(card({ cardNumber: number }))).toBeNull();
      }),
    );
    // A real Visa number that passes the Luhn check.
    expect(sandboxCardToken(card({ cardNumber: '4012 8888 8888 1881' }))).toBeNull();
  });

  it('are read back only in their own form', () => {
    for (const token of [
      '',
      'pm_card_visa',
      'sandbox_succeeds_4242_13_2030',
      'sandbox_other_4242_01_2030',
    ])
      expect(parseSandboxCardToken(token)).toBeNull();
  });
});
