// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney } from './MoneyAmount';

describe('formatMoney', () => {
  it('shows integer cents in each language’s currency format', () => {
    expect(formatMoney(191520, 'USD', 'en')).toBe('$1,915.20');
    expect(formatMoney(191520, 'USD', 'es').replace(/\s/g, ' ')).toBe('1915,20 US$');
    expect(formatMoney(191520, 'USD', 'fr').replace(/\s/g, ' ')).toBe('1 915,20 $US');
    expect(formatMoney(191520, 'USD', 'ko')).toBe('US$1,915.20');
  });

  it('reads a currency without cents in its own smallest unit', () => {
    expect(formatMoney(25000, 'KRW', 'ko')).toBe('₩25,000');
  });
});
