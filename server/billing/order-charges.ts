import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { orderCharges } from '#server/db/schema.ts';
import type { OrderChargeKind } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, serviceUnavailable } from '#server/http/api-error.ts';
import { customerOf, recordCard, saveCardAtProvider } from './customers.ts';
import type { DeclineCode } from './payment-provider.ts';

// One-off orders (invitation cards, the store) are charged once through this one piece: the
// attempt's row and the provider's key are committed before the provider is asked (decision 044),
// the answer is recorded once, and a refund goes back under a key of the charge's own.

export type OrderChargeRow = typeof orderCharges.$inferSelect;
export type { OrderChargeKind };

export type OrderChargeDeps = Pick<Deps, 'db' | 'clock' | 'payments' | 'log'>;

/** Which order a charge pays for. */
export type OrderRef = { kind: OrderChargeKind; orderId: number };

/** A card ready to charge at the provider (see `prepareOrderCard`). */
export type PreparedCard = { customerId: string; cardId: string; last4: string | null };

/**
 * What pays: the account's saved card, a card the browser's card form made a token of, or a card
 * already prepared (so that a refused card is known before the order is written).
 */
export type PayWith =
  | { savedCard: true }
  | { prepared: PreparedCard }
  | {
      cardToken: string;
      /** For the provider's customer made for the card (when the account has none). */
      payer: { email: string; name: string };
      /** Keep the card as the account's saved card (needs `accountId`). */
      remember?: boolean;
    };

export type OrderChargeRequest = OrderRef & {
  /** Whose order; null for one without an account (then only a card token can pay). */
  accountId: number | null;
  /** Integer US cents, computed by the server from the order. */
  amountCents: number;
  /** What the card statement and the provider's dashboard show. */
  description: string;
  payWith: PayWith;
  /** The browser's key for this press of Pay (contract's IdempotencyKey). */
  idempotencyKey: string;
};

/**
 * Runs inside the transaction that records a success, so the order's own state moves with the
 * money (or not at all). Also called when an interrupted charge is settled later.
 */
export type OnOrderPaid = (tx: Db, charge: OrderChargeRow, now: Date) => Promise<void>;

export type OrderChargeResult =
  | { paid: true; charge: OrderChargeRow; settledNow: boolean }
  | { paid: false; code: DeclineCode; charge: OrderChargeRow | null };

/** The provider's key of one press of Pay for one order. */
export const orderChargeKeyOf = (ref: OrderRef, browserKey: string) =>
  `order-${ref.kind}-${ref.orderId}-${browserKey}`;

const ofOrder = (ref: OrderRef) =>
  and(eq(orderCharges.kind, ref.kind), eq(orderCharges.orderId, ref.orderId));

/** The order's charge that is under way or went through, if any (at most one: a unique index). */
async function liveChargeOf(db: Db, ref: OrderRef): Promise<OrderChargeRow | null> {
  const [row] = await db
    .select()
    .from(orderCharges)
    .where(and(ofOrder(ref), inArray(orderCharges.status, ['pending', 'succeeded'])));
  return row ?? null;
}

async function chargeOfKey(db: Db, key: string): Promise<OrderChargeRow | null> {
  const [row] = await db.select().from(orderCharges).where(eq(orderCharges.idempotencyKey, key));
  return row ?? null;
}

/** The order's successful charge (refunded included), for its card and receipt; else null. */
export async function paidChargeOf(db: Db, ref: OrderRef): Promise<OrderChargeRow | null> {
  const [row] = await db
    .select()
    .from(orderCharges)
    .where(and(ofOrder(ref), inArray(orderCharges.status, ['succeeded', 'refunded'])))
    .orderBy(desc(orderCharges.id))
    .limit(1);
  return row ?? null;
}

function resultOf(row: OrderChargeRow, settledNow: boolean): OrderChargeResult {
  return row.status === 'succeeded' || row.status === 'refunded'
    ? { paid: true, charge: row, settledNow }
    : {
        paid: false,
        code: (row.failureCode as DeclineCode | null) ?? 'card_declined',
        charge: row,
      };
}

/**
 * Records the provider's answer for a pending attempt, once: a second recorder finds it settled
 * and reads what the first wrote. A success runs `onPaid` in the same transaction.
 */
async function settle(
  deps: OrderChargeDeps,
  charge: OrderChargeRow,
  answer: { refused: false; chargeId: string } | { refused: true; code: DeclineCode },
  onPaid: OnOrderPaid | undefined,
): Promise<OrderChargeResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(orderCharges)
      .set(
        answer.refused
          ? { status: 'failed', failureCode: answer.code, settledAt: now }
          : { status: 'succeeded', providerChargeId: answer.chargeId, settledAt: now },
      )
      .where(and(eq(orderCharges.id, charge.id), eq(orderCharges.status, 'pending')))
      .returning();
    if (settled?.status === 'succeeded' && onPaid) await onPaid(tx, settled, now);
    const row = settled ?? (await chargeOfKey(tx, charge.idempotencyKey));
    if (!row) throw new Error(`The order charge ${charge.id} vanished.`);
    return resultOf(row, settled !== undefined);
  });
}

/** Asks the provider with the attempt's own key; no answer leaves it pending (a 503). */
async function send(
  deps: OrderChargeDeps,
  charge: OrderChargeRow,
  onPaid: OnOrderPaid | undefined,
): Promise<OrderChargeResult> {
  if (!charge.providerCustomerId || !charge.providerCardId)
    throw new Error(`The order charge ${charge.id} has no card.`);
  let answer;
  try {
    answer = await deps.payments.provider.charge({
      customerId: charge.providerCustomerId,
      cardId: charge.providerCardId,
      amountCents: charge.amountCents,
      currency: 'usd',
      description: charge.description,
      idempotencyKey: charge.idempotencyKey,
    });
  } catch (error) {
    deps.log.warn({ err: error, orderChargeId: charge.id }, 'the payment provider did not answer');
    throw serviceUnavailable(
      'The payment service did not answer. Nothing was charged twice: try again in a minute.',
    );
  }
  return settle(deps, charge, answer, onPaid);
}

type CardToCharge = ({ refused: false } & PreparedCard) | { refused: true; code: DeclineCode };

/**
 * The card a payment would use, saved at the provider when it is a new one; nothing is written
 * here (unless `remember` keeps a token as the account's card). A refused card is answered
 * without any row: call it before writing an order to refuse a bad card with nothing written.
 */
export async function prepareOrderCard(
  deps: OrderChargeDeps,
  request: Pick<OrderChargeRequest, 'kind' | 'orderId' | 'accountId' | 'payWith'>,
): Promise<CardToCharge> {
  if ('prepared' in request.payWith) return { refused: false, ...request.payWith.prepared };
  const existing = request.accountId === null ? null : await customerOf(deps.db, request.accountId);
  const provider = deps.payments.provider;
  if ('savedCard' in request.payWith) {
    if (!existing?.cardId || existing.provider !== provider.mode)
      return { refused: true, code: 'invalid_card_token' };
    return {
      refused: false,
      customerId: existing.customerId,
      cardId: existing.cardId,
      last4: existing.cardLast4,
    };
  }
  const { cardToken, payer, remember } = request.payWith;
  const saved = await saveCardAtProvider(provider, existing, {
    accountId: request.accountId ?? 0,
    email: payer.email,
    name: payer.name,
    // An account has one customer; an order without an account gets one of its own.
    customerKey:
      request.accountId === null
        ? `order-customer-${request.kind}-${request.orderId}`
        : `customer-account-${request.accountId}`,
    cardToken,
  });
  if ('refused' in saved) return saved;
  if (remember && request.accountId !== null) {
    await recordCard(deps.db, {
      accountId: request.accountId,
      provider: provider.mode,
      saved,
      holderName: payer.name,
      now: deps.clock.now(),
    });
  }
  return {
    refused: false,
    customerId: saved.customerId,
    cardId: saved.card.cardId,
    last4: saved.card.last4,
  };
}

/**
 * Charges a one-off order once. In order:
 * - an order already paid answers paid, whatever the key (nothing more is charged);
 * - the same browser key again answers what that press got (a refusal again, or the charge),
 *   and a press left pending by a crash or a lost answer is sent again under its own key;
 * - another press still pending for the order is settled first (its key sent again), so two
 *   presses with different keys never both charge;
 * - otherwise the card is resolved (the saved card, or the token saved at the provider; a card
 *   refused there writes nothing), the pending row is committed with its key, the provider is
 *   asked, and the answer recorded (a refused charge is a failed row); a success runs `onPaid`
 *   in that same transaction.
 * A refused card is `{ paid: false, code }` (the caller answers 402 `cardRefused(code)`); the
 * provider not answering is a 503 with the attempt left pending.
 */
export async function chargeOrder(
  deps: OrderChargeDeps,
  request: OrderChargeRequest,
  onPaid?: OnOrderPaid,
): Promise<OrderChargeResult> {
  if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
    throw new Error(`An order charge needs a positive whole number of cents.`);
  const key = orderChargeKeyOf(request, request.idempotencyKey);
  const same = await chargeOfKey(deps.db, key);
  if (same) return same.status === 'pending' ? send(deps, same, onPaid) : resultOf(same, false);

  const live = await liveChargeOf(deps.db, request);
  if (live?.status === 'succeeded') return resultOf(live, false);
  if (live?.status === 'pending') {
    const earlier = await send(deps, live, onPaid);
    if (earlier.paid) return earlier;
  }

  const card = await prepareOrderCard(deps, request);
  if (card.refused) return { paid: false, code: card.code, charge: null };
  const now = deps.clock.now();
  const base = {
    kind: request.kind,
    orderId: request.orderId,
    accountId: request.accountId,
    idempotencyKey: key,
    amountCents: request.amountCents,
    description: request.description,
    createdAt: now,
  };
  // A card refused before any charge (a bad token) writes nothing: asked again, the provider
  // refuses it again without charging. Only attempts that reach the charge are rows.
  const [pending] = await deps.db
    .insert(orderCharges)
    .values({
      ...base,
      status: 'pending',
      providerCustomerId: card.customerId,
      providerCardId: card.cardId,
      cardLast4: card.last4,
    })
    .onConflictDoNothing()
    .returning();
  if (pending) return send(deps, pending, onPaid);
  // Another press of the same order (this key, or another) got its row in first: answer as it.
  const winner = (await chargeOfKey(deps.db, key)) ?? (await liveChargeOf(deps.db, request));
  if (!winner) throw conflict('A payment of this order is under way. Try again in a moment.');
  return winner.status === 'pending' ? send(deps, winner, onPaid) : resultOf(winner, false);
}

/**
 * Refunds an order's successful charge in full, under a key of the charge's own (a retry after a
 * crash refunds once). Null when nothing was charged (or it was refunded already: the refunded
 * row is answered). The provider not answering is a 503 and changes nothing here.
 */
export async function refundOrderCharge(
  deps: OrderChargeDeps,
  ref: OrderRef,
): Promise<OrderChargeRow | null> {
  const charge = await paidChargeOf(deps.db, ref);
  if (!charge) return null;
  if (charge.status === 'refunded') return charge;
  if (!charge.providerChargeId) throw new Error(`The order charge ${charge.id} has no charge id.`);
  let refundId: string;
  try {
    ({ refundId } = await deps.payments.provider.refund({
      chargeId: charge.providerChargeId,
      amountCents: charge.amountCents,
      idempotencyKey: `refund-order-charge-${charge.id}`,
    }));
  } catch (error) {
    deps.log.warn({ err: error, orderChargeId: charge.id }, 'the payment provider did not refund');
    throw serviceUnavailable('The payment service did not answer. Try the refund again.');
  }
  const [refunded] = await deps.db
    .update(orderCharges)
    .set({ status: 'refunded', refundedAt: deps.clock.now(), providerRefundId: refundId })
    .where(and(eq(orderCharges.id, charge.id), eq(orderCharges.status, 'succeeded')))
    .returning();
  return refunded ?? (await chargeOfKey(deps.db, charge.idempotencyKey));
}

/** How long an attempt may stay pending before the sweep asks the provider again. */
export const ORDER_CHARGE_INTERRUPTED_AFTER_MS = 5 * 60 * 1000;

/**
 * Attempts a crash or a lost answer left pending for a few minutes: their key is sent again and
 * the answer recorded, with the kind's `onPaid`. Returns how many settled.
 */
export async function settleInterruptedOrderCharges(
  deps: OrderChargeDeps,
  onPaid: Partial<Record<OrderChargeKind, OnOrderPaid>>,
): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - ORDER_CHARGE_INTERRUPTED_AFTER_MS);
  const pending = await deps.db
    .select()
    .from(orderCharges)
    .where(and(eq(orderCharges.status, 'pending'), lte(orderCharges.createdAt, before)));
  let settled = 0;
  for (const charge of pending) {
    try {
      await send(deps, charge, onPaid[charge.kind]);
      settled += 1;
    } catch (error) {
      deps.log.warn({ err: error, orderChargeId: charge.id }, 'an order charge is still open');
    }
  }
  return settled;
}
