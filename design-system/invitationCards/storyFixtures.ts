import type { CardOrderHistoryItem } from './CardOrderHistory';

/** The QR code of https://outreach.church/c/K7MZP4Q (level Q), as the server draws it. */
export const storyQr = {
  size: 29,
  path: 'M0 0h7v1h-7zM8 0h4v1h-4zM16 0h1v1h-1zM20 0h1v1h-1zM22 0h7v1h-7zM0 1h1v1h-1zM6 1h1v1h-1zM10 1h1v1h-1zM13 1h1v1h-1zM15 1h2v1h-2zM18 1h1v1h-1zM20 1h1v1h-1zM22 1h1v1h-1zM28 1h1v1h-1zM0 2h1v1h-1zM2 2h3v1h-3zM6 2h1v1h-1zM8 2h1v1h-1zM13 2h4v1h-4zM18 2h1v1h-1zM22 2h1v1h-1zM24 2h3v1h-3zM28 2h1v1h-1zM0 3h1v1h-1zM2 3h3v1h-3zM6 3h1v1h-1zM8 3h3v1h-3zM13 3h2v1h-2zM18 3h3v1h-3zM22 3h1v1h-1zM24 3h3v1h-3zM28 3h1v1h-1zM0 4h1v1h-1zM2 4h3v1h-3zM6 4h1v1h-1zM9 4h3v1h-3zM14 4h2v1h-2zM17 4h1v1h-1zM19 4h2v1h-2zM22 4h1v1h-1zM24 4h3v1h-3zM28 4h1v1h-1zM0 5h1v1h-1zM6 5h1v1h-1zM8 5h2v1h-2zM11 5h4v1h-4zM16 5h4v1h-4zM22 5h1v1h-1zM28 5h1v1h-1zM0 6h7v1h-7zM8 6h1v1h-1zM10 6h1v1h-1zM12 6h1v1h-1zM14 6h1v1h-1zM16 6h1v1h-1zM18 6h1v1h-1zM20 6h1v1h-1zM22 6h7v1h-7zM8 7h1v1h-1zM10 7h1v1h-1zM12 7h1v1h-1zM14 7h1v1h-1zM16 7h1v1h-1zM1 8h1v1h-1zM3 8h1v1h-1zM5 8h5v1h-5zM11 8h1v1h-1zM16 8h2v1h-2zM21 8h3v1h-3zM25 8h2v1h-2zM28 8h1v1h-1zM0 9h1v1h-1zM2 9h2v1h-2zM5 9h1v1h-1zM8 9h1v1h-1zM10 9h4v1h-4zM15 9h3v1h-3zM19 9h2v1h-2zM22 9h3v1h-3zM27 9h2v1h-2zM0 10h1v1h-1zM2 10h1v1h-1zM5 10h2v1h-2zM12 10h1v1h-1zM14 10h1v1h-1zM17 10h1v1h-1zM20 10h2v1h-2zM24 10h1v1h-1zM28 10h1v1h-1zM2 11h1v1h-1zM8 11h1v1h-1zM14 11h1v1h-1zM16 11h2v1h-2zM21 11h1v1h-1zM23 11h1v1h-1zM26 11h1v1h-1zM2 12h1v1h-1zM6 12h1v1h-1zM8 12h1v1h-1zM10 12h1v1h-1zM12 12h1v1h-1zM14 12h2v1h-2zM17 12h1v1h-1zM19 12h7v1h-7zM28 12h1v1h-1zM1 13h5v1h-5zM8 13h1v1h-1zM10 13h2v1h-2zM13 13h3v1h-3zM17 13h1v1h-1zM22 13h1v1h-1zM24 13h1v1h-1zM26 13h3v1h-3zM1 14h1v1h-1zM3 14h1v1h-1zM6 14h1v1h-1zM9 14h2v1h-2zM12 14h2v1h-2zM15 14h4v1h-4zM21 14h2v1h-2zM24 14h1v1h-1zM26 14h3v1h-3zM0 15h2v1h-2zM7 15h1v1h-1zM10 15h1v1h-1zM14 15h1v1h-1zM16 15h3v1h-3zM21 15h1v1h-1zM24 15h1v1h-1zM27 15h2v1h-2zM2 16h2v1h-2zM6 16h4v1h-4zM11 16h4v1h-4zM18 16h1v1h-1zM23 16h1v1h-1zM25 16h1v1h-1zM1 17h1v1h-1zM3 17h1v1h-1zM5 17h1v1h-1zM7 17h5v1h-5zM14 17h3v1h-3zM18 17h4v1h-4zM25 17h2v1h-2zM28 17h1v1h-1zM0 18h1v1h-1zM2 18h2v1h-2zM5 18h3v1h-3zM10 18h4v1h-4zM15 18h3v1h-3zM21 18h2v1h-2zM25 18h2v1h-2zM2 19h1v1h-1zM4 19h2v1h-2zM9 19h1v1h-1zM11 19h2v1h-2zM17 19h1v1h-1zM21 19h1v1h-1zM25 19h1v1h-1zM27 19h2v1h-2zM0 20h1v1h-1zM3 20h1v1h-1zM5 20h4v1h-4zM12 20h1v1h-1zM15 20h1v1h-1zM18 20h1v1h-1zM20 20h7v1h-7zM28 20h1v1h-1zM8 21h1v1h-1zM10 21h1v1h-1zM12 21h2v1h-2zM15 21h2v1h-2zM18 21h3v1h-3zM24 21h1v1h-1zM27 21h1v1h-1zM0 22h7v1h-7zM8 22h1v1h-1zM13 22h1v1h-1zM15 22h1v1h-1zM17 22h1v1h-1zM19 22h2v1h-2zM22 22h1v1h-1zM24 22h1v1h-1zM26 22h2v1h-2zM0 23h1v1h-1zM6 23h1v1h-1zM8 23h1v1h-1zM10 23h2v1h-2zM14 23h1v1h-1zM17 23h1v1h-1zM19 23h2v1h-2zM24 23h1v1h-1zM26 23h1v1h-1zM0 24h1v1h-1zM2 24h3v1h-3zM6 24h1v1h-1zM10 24h1v1h-1zM12 24h1v1h-1zM14 24h1v1h-1zM19 24h6v1h-6zM26 24h1v1h-1zM0 25h1v1h-1zM2 25h3v1h-3zM6 25h1v1h-1zM8 25h2v1h-2zM11 25h2v1h-2zM15 25h3v1h-3zM20 25h2v1h-2zM24 25h1v1h-1zM28 25h1v1h-1zM0 26h1v1h-1zM2 26h3v1h-3zM6 26h1v1h-1zM11 26h1v1h-1zM13 26h1v1h-1zM19 26h1v1h-1zM23 26h2v1h-2zM28 26h1v1h-1zM0 27h1v1h-1zM6 27h1v1h-1zM8 27h2v1h-2zM12 27h1v1h-1zM14 27h2v1h-2zM17 27h3v1h-3zM22 27h4v1h-4zM27 27h2v1h-2zM0 28h7v1h-7zM9 28h2v1h-2zM16 28h3v1h-3zM22 28h5v1h-5z',
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
    date: '2026-11-20T15:00:00Z',
    packs: 3,
    state: 'proof_ready',
    totalCents: 2500,
    currency: 'USD',
    proofUrl: '/api/v1/card_orders/14/proof.pdf',
  },
  {
    id: 11,
    date: '2026-10-02T15:00:00Z',
    packs: 2,
    state: 'shipped',
    totalCents: 0,
    currency: 'USD',
    proofUrl: '/api/v1/card_orders/11/proof.pdf',
    tracking: {
      carrier: 'ups',
      number: '1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    },
  },
  {
    id: 7,
    date: '2026-06-14T15:00:00Z',
    packs: 5,
    state: 'delivered',
    totalCents: 7500,
    currency: 'USD',
    proofUrl: '/api/v1/card_orders/7/proof.pdf',
    tracking: {
      carrier: 'usps',
      number: '9400111899223033005282',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223033005282',
    },
  },
  {
    id: 3,
    date: '2026-02-01T15:00:00Z',
    packs: 1,
    state: 'refunded',
    totalCents: 2500,
    currency: 'USD',
  },
];
