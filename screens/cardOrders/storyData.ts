import type { SelectOption } from '#ds/forms';
import { storyLogo, storyOrders, storyQr, storyShortUrl } from '#ds/cardOrders/storyFixtures';
import type { PackQuote } from '#ds/cardOrders';
import type { CardDesignView, CardOrderInProgress } from './cardScreenTypes';

/** Expiry of the card form is checked against this day. */
export const storyToday = new Date('2026-11-25T12:00:00Z');

export const storyDesign: CardDesignView = {
  churchName: 'Grace Community Church',
  logo: { url: storyLogo, check: { verdict: 'ok', ppi: 412 } },
  qr: storyQr,
  sampleShortUrl: storyShortUrl,
  leadsTo: 'church_welcome_video',
  problem: null,
};

export const storyCountries: SelectOption[] = [
  { value: 'CA', label: 'Canada' },
  { value: 'KR', label: 'South Korea' },
  { value: 'MX', label: 'Mexico' },
  { value: 'US', label: 'United States' },
];

export const storyAddress = {
  name: 'Grace Community Church',
  address: '1200 Main Street',
  address2: 'Suite 300',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'US',
  locale: 'en' as const,
};

/** Three packs for a church whose plan still covers two. */
export const storyChurchQuote: PackQuote = {
  packs: 3,
  includedPacks: 2,
  extraPacks: 1,
  extraPackCents: 2500,
  totalCents: 2500,
  currency: 'USD',
};

export const storyIndividualQuote: PackQuote = {
  packs: 1,
  includedPacks: 0,
  extraPacks: 1,
  extraPackCents: 2500,
  totalCents: 2500,
  currency: 'USD',
};

export const storyHistory = storyOrders;

export const storyProofReady: CardOrderInProgress = {
  ...storyOrders[0]!,
  cards: 300,
  shortUrl: storyShortUrl,
};
