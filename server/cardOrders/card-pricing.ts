import { and, eq, notInArray, sql } from 'drizzle-orm';
import { CARDS_PER_PACK } from '#contract/cardOrders/cardOrders.ts';
import type { Db } from '#server/db/database.ts';
import { cardOrders, memberships, plans } from '#server/db/schema.ts';

// What invitation cards cost (decision 048). A church's yearly licence includes some packs, by
// its plan's attendance tier: about three cards for each person of the tier's upper attendance
// (the spec's 'three cards for the sermon closing'), once a year. Packs beyond them, and every
// pack an individual orders, cost PACK_PRICE_CENTS; shipping within the country is included.

/** Packs of CARDS_PER_PACK a licence year includes, by the plan's tier (decision 043's tiers). */
export const PLAN_PACKS_BY_TIER: Readonly<Record<string, number>> = {
  '0-99': 3,
  '100-249': 8,
  '250-499': 15,
  '500-999': 30,
  '1000-plus': 40,
};

/** One pack of CARDS_PER_PACK cards beyond the plan, or for an individual: $19.00. */
export const PACK_PRICE_CENTS = 1_900;

/** Orders whose included packs no longer count: nothing is printed for them. */
const RELEASED_STATES = ['cancelled', 'refunded'] as const;

export type CardPrice = {
  packs: number;
  cards: number;
  planPacksPerYear: number;
  planPacksLeft: number;
  includedPacks: number;
  chargedPacks: number;
  packPriceCents: number;
  amountCents: number;
  /** The licence year the included packs count in; null without an active membership. */
  licenceStart: Date | null;
  licenceEnd: Date | null;
};

/**
 * The price of `packs` for an account now. Read in the ordering transaction after the
 * membership row is locked, so two orders at once cannot both take the last included packs.
 */
export async function priceOf(
  db: Db,
  account: { id: number; kind: string },
  packs: number,
): Promise<CardPrice> {
  let planPacksPerYear = 0;
  let planPacksLeft = 0;
  let licenceStart: Date | null = null;
  let licenceEnd: Date | null = null;
  if (account.kind === 'church') {
    const [membership] = await db
      .select({
        state: memberships.state,
        licenceStart: memberships.licenceStart,
        licenceEnd: memberships.currentPeriodEnd,
        tier: plans.tier,
      })
      .from(memberships)
      .leftJoin(plans, eq(plans.code, memberships.planCode))
      .where(eq(memberships.accountId, account.id));
    if (membership?.state === 'active' && membership.licenceStart && membership.tier) {
      licenceStart = membership.licenceStart;
      licenceEnd = membership.licenceEnd;
      planPacksPerYear = PLAN_PACKS_BY_TIER[membership.tier] ?? 0;
      const [used] = await db
        .select({ packs: sql<number>`coalesce(sum(${cardOrders.includedPacks}), 0)::int` })
        .from(cardOrders)
        .where(
          and(
            eq(cardOrders.accountId, account.id),
            eq(cardOrders.licenceStart, membership.licenceStart),
            notInArray(cardOrders.state, [...RELEASED_STATES]),
          ),
        );
      planPacksLeft = Math.max(0, planPacksPerYear - (used?.packs ?? 0));
    }
  }
  const includedPacks = Math.min(packs, planPacksLeft);
  const chargedPacks = packs - includedPacks;
  return {
    packs,
    cards: packs * CARDS_PER_PACK,
    planPacksPerYear,
    planPacksLeft,
    includedPacks,
    chargedPacks,
    packPriceCents: PACK_PRICE_CENTS,
    amountCents: chargedPacks * PACK_PRICE_CENTS,
    licenceStart,
    licenceEnd,
  };
}
