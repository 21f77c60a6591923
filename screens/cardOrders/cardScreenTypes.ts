import type { ValidationError } from '#ds/forms';
import type { CardOrderHistoryItem, LogoCheck, QrVector } from '#ds/cardOrders';

/** What the card will show, as the server designs it. */
export type CardDesignView = {
  churchName: string;
  logo: { url: string; check: LogoCheck } | null;
  /** The QR code of a sample short link of the same length as the order's. */
  qr: QrVector;
  sampleShortUrl: string;
  /** Where a new order's code leads: the church's welcome video, or the person's own story. */
  leadsTo: 'church_welcome_video' | 'individual_story';
  /** Why this person cannot order (not connected to a church…); null when they can. */
  problem: ValidationError | null;
};

/** An order the person has something to wait for or to do (the proof, the payment). */
export type CardOrderInProgress = CardOrderHistoryItem & {
  cards: number;
  shortUrl: string;
};
