// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseAmountToCents } from './giftAmount';

describe('parseAmountToCents', () => {
  it('reads whole dollars and cents, with a point or a comma as the decimal mark', () => {
    expect(parseAmountToCents('40')).toBe(4_000);
    expect(parseAmountToCents('40.5')).toBe(4_050);
    expect(parseAmountToCents('40,05')).toBe(4_005);
    expect(parseAmountToCents(' $1,250.00 ')).toBe(125_000);
    expect(parseAmountToCents('1 250,00')).toBe(125_000);
    expect(parseAmountToCents('1.250')).toBe(125_000);
  });

  it('is null for what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '4e3', '1,2,3.4.5x', '9999999999']) {
      expect(parseAmountToCents(text), text).toBeNull();
    }
  });
});
