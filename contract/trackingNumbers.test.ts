import { describe, expect, it } from 'vitest';
import type { Carrier } from './cardOrders/cardOrders.ts';
import { isTrackingNumberOf, normalizeTrackingNumber, trackingUrlOf } from './trackingNumbers.ts';

// Valid numbers are the carriers' published examples (with their check digits); each invalid one
// differs from a valid one in its check digit, its length or its carrier.
const FIXTURES: Record<Carrier, { valid: string[]; invalid: string[] }> = {
  ups: {
    valid: [
      '1Z5R89390357567127',
      '1Z879E930346834440',
      '1Z410E7W0392751591',
      '1z 8V92 A703 6720 3024',
    ],
    invalid: ['1Z5R89390357567128', '1Z879E93034683444', '986578788855', '9205590164917312751089'],
  },
  fedex: {
    valid: [
      '986578788855',
      '477179081230',
      '799531274483',
      '020207021381215',
      '9611020987654312345672',
      '61299998820821171811',
    ],
    invalid: ['986578788856', '477179081231', '1Z5R89390357567127', '98657878885'],
  },
  usps: {
    valid: [
      '9205590164917312751089',
      '9405511899223197428490',
      '420221539101026837331000039521',
      '70160910000108310009',
      'EC207920162US',
    ],
    invalid: [
      '9205590164917312751088',
      '70160910000108310008',
      'EC207920162GB',
      '1Z5R89390357567127',
      'EC207920163US',
    ],
  },
};

describe('tracking numbers', () => {
  for (const [carrier, { valid, invalid }] of Object.entries(FIXTURES) as [
    Carrier,
    (typeof FIXTURES)[Carrier],
  ][]) {
    it(`accepts ${carrier}'s valid numbers`, () => {
      for (const number of valid) expect(isTrackingNumberOf(carrier, number), number).toBe(true);
    });
    it(`refuses numbers that are not ${carrier}'s`, () => {
      for (const number of invalid) expect(isTrackingNumberOf(carrier, number), number).toBe(false);
    });
  }

  it('refuses junk of any kind without throwing', () => {
    for (const junk of [
      '',
      ' ',
      '1Z',
      'x'.repeat(1000),
      '💥💥💥💥💥💥💥💥',
      '<script>',
      '0000000000000000000000',
    ])
      for (const carrier of ['fedex', 'ups', 'usps'] as const)
        expect(isTrackingNumberOf(carrier, junk)).toBe(false);
  });

  it("links to each carrier's tracking page", () => {
    expect(normalizeTrackingNumber(' 1z5r 8939-0357567127 ')).toBe('1Z5R89390357567127');
    expect(trackingUrlOf('ups', '1z5r89390357567127')).toBe(
      'https://www.ups.com/track?tracknum=1Z5R89390357567127',
    );
    expect(trackingUrlOf('fedex', '986578788855')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=986578788855',
    );
    expect(trackingUrlOf('usps', '9205590164917312751089')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9205590164917312751089',
    );
  });
});
