import {
  type CardDesign,
  type CardOrder,
  type CardOrderQuote,
} from '#contract/cardOrders/cardOrders';
import type { CardOrderHistoryItem, PackQuote } from '#ds/cardOrders';
import type { CardDesignView, CardOrderInProgress } from '#screens/cardOrders/cardScreenTypes';
import { cardOrderMessageOf } from './cardOrderErrors';

export function historyItemOf(order: CardOrder): CardOrderHistoryItem {
  return {
    id: order.id,
    number: order.number,
    date: order.created_at,
    packs: order.packs,
    state: order.state,
    totalCents: order.amount_cents,
    currency: order.currency,
    proofAvailable: order.proof_available,
    tracking: order.tracking && {
      carrier: order.tracking.carrier,
      number: order.tracking.tracking_number,
      url: order.tracking.tracking_url,
    },
  };
}

/** States in which the person has something to do or to wait for (pay, proof, approve). */
const waiting = new Set<CardOrder['state']>(['draft', 'paid', 'proof_ready']);

/** The newest order waiting on the person, if any (the history is newest first). */
export function inProgressOf(orders: readonly CardOrder[]): CardOrderInProgress | null {
  const order = orders.find((candidate) => waiting.has(candidate.state));
  return order ? { ...historyItemOf(order), cards: order.cards, shortUrl: order.short_url } : null;
}

export function packQuoteOf(quote: CardOrderQuote): PackQuote {
  return {
    packs: quote.packs,
    includedPacks: quote.included_packs,
    extraPacks: quote.charged_packs,
    extraPackCents: quote.pack_price_cents,
    totalCents: quote.amount_cents,
    currency: quote.currency,
  };
}

export function designViewOf(design: CardDesign): CardDesignView {
  const logo = design.logo;
  return {
    churchName: design.church_name,
    logo: logo && {
      url: logo.url,
      check: {
        verdict: logo.quality === 'low' ? 'low' : 'ok',
        ppi: logo.effective_ppi,
      },
    },
    qr: design.qr_preview,
    sampleShortUrl: design.sample_short_url,
    leadsTo: design.leads_to,
    problem: design.problem === null ? null : cardOrderMessageOf(design.problem),
  };
}
