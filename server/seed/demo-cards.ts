import { and, eq } from 'drizzle-orm';
import type { Carrier, CardOrderState } from '#contract/cardOrders/cardOrders.ts';
import { addDays } from '#server/billing/calendar.ts';
import { PACK_PRICE_CENTS } from '#server/cardOrders/card-pricing.ts';
import { orderNumberOf } from '#server/cardOrders/card-order-transition.ts';
import type { Db } from '#server/db/database.ts';
import {
  accounts,
  cardOrders,
  memberships,
  qrCodes,
  shippingAddresses,
  users,
} from '#server/db/schema.ts';
import { newShortCode } from '#server/shortCodes/short-code.ts';

// The demo church's invitation card orders (issue 11): one delivered and one shipped, each with
// its tracking number, and one whose proof waits for the pastor's approval. Each has its own
// short code. Their packs come out of the church's yearly plan (8 packs on the 100–249 tier).
// Their proofs are made when first asked for (GET /card_orders/proof), as for any order whose
// stored proof is missing: the seed has no storage.

type DemoCardOrder = {
  state: CardOrderState;
  packs: number;
  orderedDaysAgo: number;
  shipped?: {
    daysAgo: number;
    carrier: Carrier;
    trackingNumber: string;
    deliveredDaysAgo?: number;
  };
};

const GRACE_ORDERS: DemoCardOrder[] = [
  {
    state: 'delivered',
    packs: 3,
    // Delivered before the 60 days get-results shows first, so they are scanned on each of them.
    orderedDaysAgo: 64,
    shipped: {
      daysAgo: 62,
      carrier: 'ups',
      trackingNumber: '1Z5R89390357567127',
      deliveredDaysAgo: 61,
    },
  },
  {
    state: 'shipped',
    packs: 2,
    orderedDaysAgo: 12,
    shipped: { daysAgo: 2, carrier: 'usps', trackingNumber: '9205590164917312751089' },
  },
  { state: 'proof_ready', packs: 2, orderedDaysAgo: 1 },
];

export async function seedDemoCards(tx: Db, now: Date): Promise<void> {
  const [grace] = await tx
    .select({ id: accounts.id, name: accounts.churchName, licenceStart: memberships.licenceStart })
    .from(accounts)
    .leftJoin(memberships, eq(memberships.accountId, accounts.id))
    .where(eq(accounts.slug, 'grace-community-church'));
  const [pastor] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, 'pastor@demo.church')));
  const [shipping] = grace
    ? await tx.select().from(shippingAddresses).where(eq(shippingAddresses.accountId, grace.id))
    : [];
  if (!grace || !pastor || !shipping) return;
  for (const [index, demo] of GRACE_ORDERS.entries()) {
    const ordered = addDays(now, -demo.orderedDaysAgo);
    const paid = new Date(ordered.getTime() + 60_000);
    const proofReady = new Date(paid.getTime() + 60_000);
    const approved = demo.state === 'proof_ready' ? null : addDays(ordered, 1);
    const [code] = await tx
      .insert(qrCodes)
      .values({
        code: newShortCode(),
        accountId: grace.id,
        label: 'Invitation cards',
        createdAt: ordered,
        updatedAt: ordered,
      })
      .returning({ id: qrCodes.id });
    const [order] = await tx
      .insert(cardOrders)
      .values({
        accountId: grace.id,
        userId: pastor.id,
        state: demo.state,
        packs: demo.packs,
        includedPacks: demo.packs,
        licenceStart: grace.licenceStart,
        packPriceCents: PACK_PRICE_CENTS,
        amountCents: 0,
        locale: 'en',
        churchName: grace.name ?? 'Grace Community Church',
        shipName: shipping.name,
        shipAddress: shipping.address,
        shipAddress2: shipping.address2,
        shipCity: shipping.city,
        shipState: shipping.state,
        shipZipCode: shipping.zipCode,
        shipCountry: shipping.country,
        qrCodeId: code!.id,
        idempotencyKey: `demo-card-order-${index + 1}`,
        carrier: demo.shipped?.carrier ?? null,
        trackingNumber: demo.shipped?.trackingNumber ?? null,
        createdAt: ordered,
        paidAt: paid,
        approvedAt: approved,
        inProductionAt: approved && addDays(approved, 1),
        shippedAt: demo.shipped ? addDays(now, -demo.shipped.daysAgo) : null,
        deliveredAt:
          demo.shipped?.deliveredDaysAgo === undefined
            ? null
            : addDays(now, -demo.shipped.deliveredDaysAgo),
        updatedAt:
          demo.state === 'proof_ready'
            ? proofReady
            : addDays(now, -(demo.shipped?.deliveredDaysAgo ?? demo.shipped?.daysAgo ?? 0)),
      })
      .returning({ id: cardOrders.id });
    await tx
      .update(qrCodes)
      .set({ label: `Cards ${orderNumberOf(order!.id)}` })
      .where(eq(qrCodes.id, code!.id));
  }
}
