import { sqlState, UNIQUE_VIOLATION } from '#server/db/sql-state.ts';
import { idempotencyKeyReused } from '#server/http/idempotency.ts';
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CANCELLABLE_CARD_ORDER_STATES,
  CARD_ORDER_MESSAGES,
  CARDS_PER_PACK,
} from '#contract/cardOrders/cardOrders.ts';
import type {
  CardOrder,
  CardOrderCheckoutRequest,
  CreateCardOrderRequest,
} from '#contract/cardOrders/cardOrders.ts';
import type { Role } from '#contract/roles.ts';
import { shortCodePath } from '#contract/shortCodes/shortCodes.ts';
import { trackingOf } from '#contract/trackingNumbers.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import { cardRefused } from '#server/billing/billing-errors.ts';
import { lockMembership } from '#server/billing/membership.ts';
import { saveShippingAddress, shippingAddressFor } from '#server/billing/shipping-address.ts';
import type { OnOrderPaid, PreparedCard } from '#server/billing/order-charges.ts';
import {
  chargeOrder,
  paidChargeOf,
  prepareOrderCard,
  refundOrderCharge,
} from '#server/billing/order-charges.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, cardLogos, cardOrders, qrCodes, qrScans, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, notFound, unauthorized, validationFailed } from '#server/http/api-error.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { newShortCode } from '#server/shortCodes/short-code.ts';
import { recordActivity } from '#server/resources/activityLog.ts';
import { PROOFED_STATES } from './card-order-states.ts';
import { priceOf } from './card-pricing.ts';
import { cardTargetOf } from './card-target.ts';
import type { OrderingAccount } from './card-target.ts';
import type { CardOrderRow } from './card-order-transition.ts';
import { moveCardOrder, moveCardOrderOr409, orderNumberOf } from './card-order-transition.ts';
import { tickActionStep } from '#server/dashboard/action-steps.ts';

// Ordering invitation cards (issue 11): an order is made, paid (by the plan's packs, the saved
// card, or a card at checkout), proofed by a job, approved by its orderer, then moved by admins.

/** Who orders cards: a church's paying roles (its pastor items), and individuals. */
export const CARD_ORDER_ROLES = [
  'evangelism',
  'website',
  'discipleship',
  'individual',
] as const satisfies readonly Role[];

export type CardOrderDeps = Pick<
  Deps,
  'db' | 'clock' | 'payments' | 'log' | 'jobs' | 'appUrl' | 'storage'
>;

/** The job that makes a paid order's proof (server/cardOrders/proof-job.ts). */
export const MAKE_CARD_PROOF = 'make-card-proof';
export type MakeCardProofData = { orderId: number };

export const shortUrlOf = (appUrl: string, code: string) => `${appUrl}${shortCodePath(code)}`;

/** The caller's account, as ordering needs it (a 401 when it is gone). */
export async function orderingAccountOf(db: Db, accountId: number): Promise<OrderingAccount> {
  const [account] = await db
    .select({
      id: accounts.id,
      kind: accounts.kind,
      churchName: accounts.churchName,
      slug: accounts.slug,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw unauthorized('Your account no longer exists.');
  return account;
}

/** An order as its orderer sees it. */
export async function cardOrderView(
  db: Db,
  appUrl: string,
  order: CardOrderRow,
): Promise<CardOrder> {
  const [code] = await db
    .select({
      code: qrCodes.code,
      scans: sql<number>`(select coalesce(sum(s.scans), 0)::int from ${qrScans} s
        where s.code_id = ${qrCodes.id})`,
    })
    .from(qrCodes)
    .where(eq(qrCodes.id, order.qrCodeId));
  if (!code) throw new Error(`The card order ${order.id} has no short code.`);
  const charge = await paidChargeOf(db, { kind: 'card_order', orderId: order.id });
  const chargedPacks = order.packs - order.includedPacks;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: order.id,
    number: orderNumberOf(order.id),
    state: order.state,
    packs: order.packs,
    cards: order.packs * CARDS_PER_PACK,
    included_packs: order.includedPacks,
    charged_packs: chargedPacks,
    pack_price_cents: order.packPriceCents,
    amount_cents: order.amountCents,
    currency: 'USD',
    locale: order.locale,
    church_name: order.churchName,
    shipping_address: {
      name: order.shipName,
      address: order.shipAddress,
      address2: order.shipAddress2,
      city: order.shipCity,
      state: order.shipState,
      zip_code: order.shipZipCode,
      country: order.shipCountry,
    },
    short_code: code.code,
    short_url: shortUrlOf(appUrl, code.code),
    scans: Number(code.scans),
    reorder_of: order.reorderOf,
    proof_available: (PROOFED_STATES as readonly string[]).includes(order.state),
    tracking: trackingOf(order.carrier, order.trackingNumber),
    card_last4: charge?.cardLast4 ?? null,
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    approved_at: iso(order.approvedAt),
    shipped_at: iso(order.shippedAt),
    delivered_at: iso(order.deliveredAt),
    cancelled_at: iso(order.cancelledAt),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** One of the account's orders, or a 404 (another account's order is never shown). */
export async function ownOrder(db: Db, accountId: number, orderId: number): Promise<CardOrderRow> {
  const [order] = await db
    .select()
    .from(cardOrders)
    .where(and(eq(cardOrders.id, orderId), eq(cardOrders.accountId, accountId)));
  if (!order) throw notFound(CARD_ORDER_MESSAGES.notFound);
  return order;
}

/** GET /card_orders: the account's orders, newest first. */
export async function accountOrders(db: Db, appUrl: string, accountId: number) {
  const rows = await db
    .select()
    .from(cardOrders)
    .where(eq(cardOrders.accountId, accountId))
    .orderBy(desc(cardOrders.createdAt), desc(cardOrders.id));
  return Promise.all(rows.map((row) => cardOrderView(db, appUrl, row)));
}

/**
 * What a success of an order's charge does, in the charge's own transaction: the draft becomes
 * paid and its proof is queued. Also run for a charge settled later by the sweep.
 */
export function cardOrderPaid(jobs: JobQueue): OnOrderPaid {
  return async (tx, charge, now) => {
    const [order] = await tx
      .select({ userId: cardOrders.userId })
      .from(cardOrders)
      .where(eq(cardOrders.id, charge.orderId));
    const moved = await moveCardOrder(tx, {
      orderId: charge.orderId,
      to: 'paid',
      actorId: order?.userId ?? null,
      now,
    });
    if (!moved) return;
    await jobs.send<MakeCardProofData>(MAKE_CARD_PROOF, { orderId: moved.id }, tx);
    await tickActionStep(tx, moved.accountId, 'order-invitation-cards', now);
  };
}

/**
 * The provider's key of one try at paying: the browser's key of the press, and the card (a
 * token's digest, or the saved card), so that the same press again charges once while the same
 * order retried with another card is a new try.
 */
const chargeKeyOf = (browserKey: string, cardToken: string | undefined) =>
  `${browserKey}-${createHash('sha256')
    .update(cardToken ?? 'saved-card')
    .digest('hex')
    .slice(0, 12)}`;

async function payerOf(db: Db, user: AuthUser) {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, user.id));
  return { email: user.email, name: `${row?.firstname ?? ''} ${row?.lastname ?? ''}`.trim() };
}

/** Charges a draft order (with a card token, or a church's saved card); a refusal is a 402. */
async function payOrder(
  deps: CardOrderDeps,
  user: AuthUser,
  order: CardOrderRow,
  browserKey: string,
  cardToken: string | undefined,
  prepared: PreparedCard | null = null,
): Promise<void> {
  const result = await chargeOrder(
    deps,
    {
      kind: 'card_order',
      orderId: order.id,
      accountId: order.accountId,
      amountCents: order.amountCents,
      description: `Invitation cards ${orderNumberOf(order.id)}: ${order.packs} × ${CARDS_PER_PACK}`,
      payWith: prepared
        ? { prepared }
        : cardToken
          ? { cardToken, payer: await payerOf(deps.db, user) }
          : { savedCard: true },
      idempotencyKey: chargeKeyOf(browserKey, cardToken),
    },
    cardOrderPaid(deps.jobs),
  );
  if (!result.paid) throw cardRefused(result.code);
  // Cancelled while the charge was under way: the money goes straight back.
  const [now] = await deps.db
    .select({ state: cardOrders.state })
    .from(cardOrders)
    .where(eq(cardOrders.id, order.id));
  if (now?.state === 'cancelled') await cancelCardOrder(deps, order.id, user.id, []);
}

async function reread(db: Db, orderId: number): Promise<CardOrderRow> {
  const [row] = await db.select().from(cardOrders).where(eq(cardOrders.id, orderId));
  if (!row) throw notFound(CARD_ORDER_MESSAGES.notFound);
  return row;
}

/**
 * POST /card_orders. The same idempotency key again finds the order it made: a draft left by a
 * refused card is then charged again (with the card sent this time), anything else is answered
 * as it is.
 */
export async function createCardOrder(
  deps: CardOrderDeps,
  user: AuthUser,
  body: CreateCardOrderRequest,
): Promise<CardOrder> {
  const { db } = deps;
  const [existing] = await db
    .select()
    .from(cardOrders)
    .where(eq(cardOrders.idempotencyKey, body.idempotency_key));
  if (existing) {
    if (existing.accountId !== user.accountId)
      throw conflict('Reload the page and try again.', {
        idempotency_key: 'Reload the page and try again.',
      });
    // The same key with other packs, or from another person of the church: not this order
    // (issue 23: 7 packs were answered with the 2-pack order).
    if (
      existing.userId !== user.id ||
      existing.packs !== body.packs ||
      existing.locale !== body.locale ||
      (existing.reorderOf ?? undefined) !== body.reorder_of
    ) {
      throw idempotencyKeyReused();
    }
    if (existing.state === 'draft' && existing.amountCents > 0 && existing.userId === user.id) {
      const account = await orderingAccountOf(db, user.accountId);
      if (account.kind === 'church')
        await payOrder(deps, user, existing, body.idempotency_key, body.card_token);
    }
    return cardOrderView(db, deps.appUrl, await reread(db, existing.id));
  }

  const account = await orderingAccountOf(db, user.accountId);
  const target = await cardTargetOf(db, account, user.id);
  if (!target) throw conflict(CARD_ORDER_MESSAGES.nowhereToLead);
  if (body.reorder_of !== undefined) {
    const [earlier] = await db
      .select({ id: cardOrders.id })
      .from(cardOrders)
      .where(and(eq(cardOrders.id, body.reorder_of), eq(cardOrders.accountId, account.id)));
    if (!earlier) throw validationFailed({ reorder_of: CARD_ORDER_MESSAGES.notFound });
  }
  const { values: shipping, save: saveShipping } = await shippingAddressFor(
    db,
    account.id,
    body.shipping_address,
    CARD_ORDER_MESSAGES.noShippingAddress,
  );
  // A church's card is checked before anything is written: a bad card leaves nothing behind.
  let prepared: PreparedCard | null = null;
  if (account.kind === 'church' && (await priceOf(db, account, body.packs)).amountCents > 0) {
    const card = await prepareOrderCard(deps, {
      kind: 'card_order',
      orderId: 0,
      accountId: account.id,
      payWith: body.card_token
        ? { cardToken: body.card_token, payer: await payerOf(db, user) }
        : { savedCard: true },
    });
    if (card.refused) {
      if (!body.card_token) throw validationFailed({ card_token: CARD_ORDER_MESSAGES.noCard });
      throw cardRefused(card.code);
    }
    prepared = { customerId: card.customerId, cardId: card.cardId, last4: card.last4 };
  }
  const [ownLogo] = await db.select().from(cardLogos).where(eq(cardLogos.accountId, account.id));
  const [churchLogo] =
    ownLogo || target.churchAccountId === account.id
      ? []
      : await db.select().from(cardLogos).where(eq(cardLogos.accountId, target.churchAccountId));

  const now = deps.clock.now();
  const insertOrder = (): Promise<CardOrderRow> =>
    db.transaction(async (tx) => {
      // Locked so that two orders at once cannot both take the plan's last packs.
      if (account.kind === 'church') await lockMembership(tx, account.id);
      const price = await priceOf(tx, account, body.packs);
      if (saveShipping) await saveShippingAddress(tx, shipping);
      const [code] = await tx
        .insert(qrCodes)
        .values({
          code: newShortCode(),
          accountId: target.churchAccountId,
          videoId: target.videoId,
          label: 'Invitation cards',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: qrCodes.id });
      const free = price.amountCents === 0;
      const [inserted] = await tx
        .insert(cardOrders)
        .values({
          accountId: account.id,
          userId: user.id,
          state: free ? 'paid' : 'draft',
          packs: body.packs,
          includedPacks: price.includedPacks,
          licenceStart: price.includedPacks > 0 ? price.licenceStart : null,
          packPriceCents: price.packPriceCents,
          amountCents: price.amountCents,
          locale: body.locale,
          churchName: target.churchName,
          logoKey: (ownLogo ?? churchLogo)?.logoKey ?? null,
          shipName: shipping.name,
          shipAddress: shipping.address,
          shipAddress2: shipping.address2,
          shipCity: shipping.city,
          shipState: shipping.state,
          shipZipCode: shipping.zipCode,
          shipCountry: shipping.country,
          qrCodeId: code!.id,
          reorderOf: body.reorder_of ?? null,
          idempotencyKey: body.idempotency_key,
          createdAt: now,
          paidAt: free ? now : null,
          updatedAt: now,
        })
        .returning();
      const row = inserted!;
      const number = orderNumberOf(row.id);
      // The batch's code names its order, so the admin's QR codes list tells batches apart.
      await tx
        .update(qrCodes)
        .set({
          label: `Cards ${number}${account.kind === 'individual' ? ` (individual: ${user.email})` : ''}`,
        })
        .where(eq(qrCodes.id, code!.id));
      await recordActivity(
        tx,
        {
          actorId: user.id,
          action: 'create',
          resource: 'card_orders',
          recordId: row.id,
          recordLabel: `${number} → ${row.state}`,
          changedFields: [],
        },
        now,
      );
      if (free) {
        await deps.jobs.send<MakeCardProofData>(MAKE_CARD_PROOF, { orderId: row.id }, tx);
        await tickActionStep(tx, account.id, 'order-invitation-cards', now);
      }
      return row;
    });
  let order: CardOrderRow;
  try {
    order = await insertOrder();
  } catch (error) {
    // The same key pressed twice at once (seen on PostgreSQL, issue 23): the other request's
    // order was written first, and this one answers as a key sent again does.
    if (sqlState(error) !== UNIQUE_VIOLATION || !(await orderOfKey(db, body.idempotency_key))) {
      throw error;
    }
    return createCardOrder(deps, user, body);
  }

  if (account.kind === 'church' && order.state === 'draft')
    await payOrder(deps, user, order, body.idempotency_key, body.card_token, prepared);
  return cardOrderView(db, deps.appUrl, await reread(db, order.id));
}

async function orderOfKey(db: Db, key: string): Promise<CardOrderRow | undefined> {
  const [row] = await db.select().from(cardOrders).where(eq(cardOrders.idempotencyKey, key));
  return row;
}

/** POST /card_orders/checkout: a draft paid with a card from the card form. */
export async function checkoutCardOrder(
  deps: CardOrderDeps,
  user: AuthUser,
  body: CardOrderCheckoutRequest,
): Promise<CardOrder> {
  const order = await ownOrder(deps.db, user.accountId, body.order_id);
  if (order.state !== 'draft') {
    // The same press again after it went through answers the order as it is now.
    const paid = await paidChargeOf(deps.db, { kind: 'card_order', orderId: order.id });
    if (paid && order.state !== 'cancelled' && order.state !== 'refunded')
      return cardOrderView(deps.db, deps.appUrl, order);
    throw conflict(CARD_ORDER_MESSAGES.wrongState);
  }
  if (order.amountCents === 0) throw conflict(CARD_ORDER_MESSAGES.wrongState);
  await payOrder(deps, user, order, body.idempotency_key, body.card_token);
  return cardOrderView(deps.db, deps.appUrl, await reread(deps.db, order.id));
}

/** POST /card_orders/approve: the orderer approves the proof; the order goes to print. */
export async function approveCardOrder(deps: CardOrderDeps, user: AuthUser, orderId: number) {
  await ownOrder(deps.db, user.accountId, orderId);
  const moved = await deps.db.transaction((tx) =>
    moveCardOrderOr409(tx, {
      orderId,
      to: 'approved',
      from: ['proof_ready'],
      actorId: user.id,
      now: deps.clock.now(),
    }),
  );
  return cardOrderView(deps.db, deps.appUrl, moved);
}

/**
 * Cancels an order (the orderer before approval; an admin until it ships): its code is disabled,
 * and money taken goes back (the order ends refunded). The state changes first, then the refund
 * is asked for: a refund the provider did not answer is asked again by cancelling again.
 */
export async function cancelCardOrder(
  deps: CardOrderDeps,
  orderId: number,
  actorId: number,
  from: readonly CardOrder['state'][],
): Promise<CardOrderRow> {
  const now = deps.clock.now();
  const order = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(cardOrders).where(eq(cardOrders.id, orderId));
    if (!current) throw notFound(CARD_ORDER_MESSAGES.notFound);
    // Cancelled before, with its refund still to make: the refund is tried again below.
    if (current.state === 'cancelled') return current;
    const moved = await moveCardOrderOr409(tx, { orderId, to: 'cancelled', from, actorId, now });
    await tx
      .update(qrCodes)
      .set({ disabled: true, updatedAt: now })
      .where(eq(qrCodes.id, moved.qrCodeId));
    return moved;
  });
  const refunded = await refundOrderCharge(deps, { kind: 'card_order', orderId });
  if (!refunded) return order;
  return deps.db.transaction(
    async (tx) =>
      (await moveCardOrder(tx, { orderId, to: 'refunded', actorId, now: deps.clock.now() })) ??
      (await reread(tx, orderId)),
  );
}

/** POST /card_orders/cancel: the orderer's cancel, before approval. */
export async function cancelOwnCardOrder(deps: CardOrderDeps, user: AuthUser, orderId: number) {
  await ownOrder(deps.db, user.accountId, orderId);
  const order = await cancelCardOrder(deps, orderId, user.id, CANCELLABLE_CARD_ORDER_STATES);
  return cardOrderView(deps.db, deps.appUrl, order);
}
