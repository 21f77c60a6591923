import type { CardOrderHistoryItem } from './CardOrderHistory';

/** The QR code of https://outreach.church/c/K7MZP4Q (level Q), as the server draws it: quiet zone included. */
export const storyQr = {
  size: 37,
  path: 'M4 4h7v1h-7zM12 4h4v1h-4zM20 4h1v1h-1zM24 4h1v1h-1zM26 4h7v1h-7zM4 5h1v1h-1zM10 5h1v1h-1zM14 5h1v1h-1zM17 5h1v1h-1zM19 5h2v1h-2zM22 5h1v1h-1zM24 5h1v1h-1zM26 5h1v1h-1zM32 5h1v1h-1zM4 6h1v1h-1zM6 6h3v1h-3zM10 6h1v1h-1zM12 6h1v1h-1zM17 6h4v1h-4zM22 6h1v1h-1zM26 6h1v1h-1zM28 6h3v1h-3zM32 6h1v1h-1zM4 7h1v1h-1zM6 7h3v1h-3zM10 7h1v1h-1zM12 7h3v1h-3zM17 7h2v1h-2zM22 7h3v1h-3zM26 7h1v1h-1zM28 7h3v1h-3zM32 7h1v1h-1zM4 8h1v1h-1zM6 8h3v1h-3zM10 8h1v1h-1zM13 8h3v1h-3zM18 8h2v1h-2zM21 8h1v1h-1zM23 8h2v1h-2zM26 8h1v1h-1zM28 8h3v1h-3zM32 8h1v1h-1zM4 9h1v1h-1zM10 9h1v1h-1zM12 9h2v1h-2zM15 9h4v1h-4zM20 9h4v1h-4zM26 9h1v1h-1zM32 9h1v1h-1zM4 10h7v1h-7zM12 10h1v1h-1zM14 10h1v1h-1zM16 10h1v1h-1zM18 10h1v1h-1zM20 10h1v1h-1zM22 10h1v1h-1zM24 10h1v1h-1zM26 10h7v1h-7zM12 11h1v1h-1zM14 11h1v1h-1zM16 11h1v1h-1zM18 11h1v1h-1zM20 11h1v1h-1zM5 12h1v1h-1zM7 12h1v1h-1zM9 12h5v1h-5zM15 12h1v1h-1zM20 12h2v1h-2zM25 12h3v1h-3zM29 12h2v1h-2zM32 12h1v1h-1zM4 13h1v1h-1zM6 13h2v1h-2zM9 13h1v1h-1zM12 13h1v1h-1zM14 13h4v1h-4zM19 13h3v1h-3zM23 13h2v1h-2zM26 13h3v1h-3zM31 13h2v1h-2zM4 14h1v1h-1zM6 14h1v1h-1zM9 14h2v1h-2zM16 14h1v1h-1zM18 14h1v1h-1zM21 14h1v1h-1zM24 14h2v1h-2zM28 14h1v1h-1zM32 14h1v1h-1zM6 15h1v1h-1zM12 15h1v1h-1zM18 15h1v1h-1zM20 15h2v1h-2zM25 15h1v1h-1zM27 15h1v1h-1zM30 15h1v1h-1zM6 16h1v1h-1zM10 16h1v1h-1zM12 16h1v1h-1zM14 16h1v1h-1zM16 16h1v1h-1zM18 16h2v1h-2zM21 16h1v1h-1zM23 16h7v1h-7zM32 16h1v1h-1zM5 17h5v1h-5zM12 17h1v1h-1zM14 17h2v1h-2zM17 17h3v1h-3zM21 17h1v1h-1zM26 17h1v1h-1zM28 17h1v1h-1zM30 17h3v1h-3zM5 18h1v1h-1zM7 18h1v1h-1zM10 18h1v1h-1zM13 18h2v1h-2zM16 18h2v1h-2zM19 18h4v1h-4zM25 18h2v1h-2zM28 18h1v1h-1zM30 18h3v1h-3zM4 19h2v1h-2zM11 19h1v1h-1zM14 19h1v1h-1zM18 19h1v1h-1zM20 19h3v1h-3zM25 19h1v1h-1zM28 19h1v1h-1zM31 19h2v1h-2zM6 20h2v1h-2zM10 20h4v1h-4zM15 20h4v1h-4zM22 20h1v1h-1zM27 20h1v1h-1zM29 20h1v1h-1zM5 21h1v1h-1zM7 21h1v1h-1zM9 21h1v1h-1zM11 21h5v1h-5zM18 21h3v1h-3zM22 21h4v1h-4zM29 21h2v1h-2zM32 21h1v1h-1zM4 22h1v1h-1zM6 22h2v1h-2zM9 22h3v1h-3zM14 22h4v1h-4zM19 22h3v1h-3zM25 22h2v1h-2zM29 22h2v1h-2zM6 23h1v1h-1zM8 23h2v1h-2zM13 23h1v1h-1zM15 23h2v1h-2zM21 23h1v1h-1zM25 23h1v1h-1zM29 23h1v1h-1zM31 23h2v1h-2zM4 24h1v1h-1zM7 24h1v1h-1zM9 24h4v1h-4zM16 24h1v1h-1zM19 24h1v1h-1zM22 24h1v1h-1zM24 24h7v1h-7zM32 24h1v1h-1zM12 25h1v1h-1zM14 25h1v1h-1zM16 25h2v1h-2zM19 25h2v1h-2zM22 25h3v1h-3zM28 25h1v1h-1zM31 25h1v1h-1zM4 26h7v1h-7zM12 26h1v1h-1zM17 26h1v1h-1zM19 26h1v1h-1zM21 26h1v1h-1zM23 26h2v1h-2zM26 26h1v1h-1zM28 26h1v1h-1zM30 26h2v1h-2zM4 27h1v1h-1zM10 27h1v1h-1zM12 27h1v1h-1zM14 27h2v1h-2zM18 27h1v1h-1zM21 27h1v1h-1zM23 27h2v1h-2zM28 27h1v1h-1zM30 27h1v1h-1zM4 28h1v1h-1zM6 28h3v1h-3zM10 28h1v1h-1zM14 28h1v1h-1zM16 28h1v1h-1zM18 28h1v1h-1zM23 28h6v1h-6zM30 28h1v1h-1zM4 29h1v1h-1zM6 29h3v1h-3zM10 29h1v1h-1zM12 29h2v1h-2zM15 29h2v1h-2zM19 29h3v1h-3zM24 29h2v1h-2zM28 29h1v1h-1zM32 29h1v1h-1zM4 30h1v1h-1zM6 30h3v1h-3zM10 30h1v1h-1zM15 30h1v1h-1zM17 30h1v1h-1zM23 30h1v1h-1zM27 30h2v1h-2zM32 30h1v1h-1zM4 31h1v1h-1zM10 31h1v1h-1zM12 31h2v1h-2zM16 31h1v1h-1zM18 31h2v1h-2zM21 31h3v1h-3zM26 31h4v1h-4zM31 31h2v1h-2zM4 32h7v1h-7zM13 32h2v1h-2zM20 32h3v1h-3zM26 32h5v1h-5z',
};

export const storyShortUrl = 'https://outreach.church/c/K7MZP4Q';

const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

/** A church logo for stories: a wide mark, as most logos are. */
export const storyLogo = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200"><rect x="20" y="20" width="160" height="160" rx="24" fill="midnightblue"/><rect x="88" y="44" width="24" height="112" fill="white"/><rect x="56" y="76" width="88" height="24" fill="white"/><text x="205" y="125" font-family="sans-serif" font-size="64" font-weight="700" fill="midnightblue">GRACE</text></svg>',
);

/** A church's orders in every kind of state. */
export const storyOrders: CardOrderHistoryItem[] = [
  {
    id: 14,
    number: 'CO-000014',
    date: '2026-11-20T15:00:00Z',
    packs: 3,
    state: 'proof_ready',
    totalCents: 2500,
    currency: 'USD',
    proofAvailable: true,
  },
  {
    id: 11,
    number: 'CO-000011',
    date: '2026-10-02T15:00:00Z',
    packs: 2,
    state: 'shipped',
    totalCents: 0,
    currency: 'USD',
    proofAvailable: true,
    tracking: {
      carrier: 'ups',
      number: '1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    },
  },
  {
    id: 7,
    number: 'CO-000007',
    date: '2026-06-14T15:00:00Z',
    packs: 5,
    state: 'delivered',
    totalCents: 7500,
    currency: 'USD',
    proofAvailable: true,
    tracking: {
      carrier: 'usps',
      number: '9400111899223033005282',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223033005282',
    },
  },
  {
    id: 3,
    number: 'CO-000003',
    date: '2026-02-01T15:00:00Z',
    packs: 1,
    state: 'refunded',
    totalCents: 2500,
    currency: 'USD',
    proofAvailable: false,
  },
];
