import { idempotencyKeyReused } from '#server/http/idempotency.ts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Role } from '#contract/roles.ts';
import type {
  StoreCheckoutRequest,
  StoreOrder,
  StoreQuote,
  StoreQuoteRequest,
} from '#contract/store/store.ts';
import { STORE_COUPON_MESSAGES, STORE_NO_SHIPPING_ADDRESS } from '#contract/store/store.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import { customerOf, toCardSummary } from '#server/billing/customers.ts';
import { cardRefused } from '#server/billing/billing-errors.ts';
import { chargeOrder } from '#server/billing/order-charges.ts';
import type { OnOrderPaid } from '#server/billing/order-charges.ts';
import { saveShippingAddress, shippingAddressFor } from '#server/billing/shipping-address.ts';
import type { DeclineCode } from '#server/billing/payment-provider.ts';
import type { Db } from '#server/db/database.ts';
import {
  storeCoupons,
  storeOrderItems,
  storeOrders,
  storeProducts,
  users,
} from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, validationFailed } from '#server/http/api-error.ts';
import { fileUrl } from '#server/church/church-profile.ts';
import { storeItem } from './catalogue.ts';
import { couponProblem, MINIMUM_CHARGE_CENTS, orderTotals } from './pricing.ts';
import { shippingView } from './shipping-view.ts';

/** Who shops (spec section 6: the pastor's Store and the individual's store). */
export const STORE_ROLES = [
  'evangelism',
  'website',
  'discipleship',
  'individual',
] as const satisfies readonly Role[];

/** Who may pay with the church's saved card: the roles that manage the church's payments. */
const SAVED_CARD_ROLES: readonly Role[] = ['evangelism', 'website', 'discipleship'];

export type StoreDeps = Pick<Deps, 'db' | 'clock' | 'payments' | 'log'>;

const COUPON_MESSAGES = STORE_COUPON_MESSAGES;

/**
 * The store order's part of a successful charge, in the transaction that records it (billing's
 * order charges): the order is paid with the money, or not at all. Also the handler the sweep of
 * interrupted charges calls for `store_order`.
 */
export const storeOrderPaid: OnOrderPaid = async (tx, charge, now) => {
  await tx
    .update(storeOrders)
    .set({ status: 'paid', paidAt: now, cardLast4: charge.cardLast4, failureCode: null })
    .where(and(eq(storeOrders.id, charge.orderId), eq(storeOrders.status, 'pending')));
};

/** The coupon by the code as typed (any case), checked at `now`; null without a code. */
async function couponAt(db: Db, code: string | null | undefined, now: Date) {
  const typed = code?.trim();
  if (!typed) return null;
  const [coupon] = await db
    .select()
    .from(storeCoupons)
    .where(eq(storeCoupons.code, typed.toUpperCase()));
  if (!coupon) throw validationFailed({ coupon_code: COUPON_MESSAGES.unknown });
  const problem = couponProblem(coupon, now);
  if (problem) throw validationFailed({ coupon_code: COUPON_MESSAGES[problem] });
  return coupon;
}

const canUseSavedCard = (user: AuthUser) =>
  user.roles.some((role) => SAVED_CARD_ROLES.includes(role));

/**
 * What buying `quantity` of a product costs now (POST /store/quote, and again at checkout): the
 * offer's sale price while it applies, then the coupon. Every amount is the server's.
 */
export async function quote(
  deps: StoreDeps,
  user: AuthUser,
  request: StoreQuoteRequest,
  now = deps.clock.now(),
): Promise<StoreQuote> {
  const product = await storeItem(deps.db, now, request.product_id);
  if (!product) throw validationFailed({ product_id: 'This product is not in the store.' });
  const coupon = await couponAt(deps.db, request.coupon_code, now);
  const totals = orderTotals({
    priceCents: product.price_cents,
    salePriceCents: product.offer?.sale_price_cents ?? null,
    quantity: request.quantity,
    coupon,
  });
  if (coupon && totals.totalCents < MINIMUM_CHARGE_CENTS) {
    throw validationFailed({ coupon_code: COUPON_MESSAGES.too_much });
  }
  const saved = canUseSavedCard(user)
    ? toCardSummary(await customerOf(deps.db, user.accountId))
    : null;
  return {
    product,
    quantity: request.quantity,
    unit_price_cents: totals.unitPriceCents,
    subtotal_cents: totals.subtotalCents,
    discount_cents: totals.discountCents,
    total_cents: totals.totalCents,
    coupon_code: coupon?.code ?? null,
    saved_card: saved,
    test_mode: deps.payments.provider.mode === 'sandbox',
  };
}

type OrderRow = typeof storeOrders.$inferSelect;

async function orderOfKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(storeOrders).where(eq(storeOrders.idempotencyKey, key));
  return row;
}

/**
 * Whether a request sent again with a key describes the order that key made: the same product,
 * quantity and coupon (as the order recorded it, in capitals). The card and the way to pay may
 * differ; the address is the account's either way.
 */
async function sameOrder(db: Db, order: OrderRow, input: StoreCheckoutRequest): Promise<boolean> {
  const items = await db
    .select({ productId: storeOrderItems.productId, quantity: storeOrderItems.quantity })
    .from(storeOrderItems)
    .where(eq(storeOrderItems.orderId, order.id));
  // The order and its item are written in one transaction: a committed order has its item.
  const [item] = items;
  const typedCoupon = input.coupon_code?.trim().toUpperCase() || null;
  return (
    items.length === 1 &&
    item!.productId === input.product_id &&
    item!.quantity === input.quantity &&
    (order.couponCode ?? null) === typedCoupon
  );
}

/**
 * Records the order and its item under the browser's key, or finds the order it already made.
 * A physical product ships to the address sent (kept as the account's saved one, as card orders
 * do) or to the saved one; neither is a 400 before anything is written. A digital one has none.
 */
async function recordOrder(
  deps: StoreDeps,
  user: AuthUser,
  input: StoreCheckoutRequest,
  priced: StoreQuote,
  now: Date,
): Promise<OrderRow> {
  const existing = await orderOfKey(deps.db, input.idempotency_key);
  if (existing) return existing;
  const shipping = priced.product.digital
    ? null
    : await shippingAddressFor(
        deps.db,
        user.accountId,
        input.shipping_address,
        STORE_NO_SHIPPING_ADDRESS,
      );
  const address = shipping?.values;
  return deps.db.transaction(async (tx) => {
    const [product] = await tx
      .select({
        imageKey: storeProducts.imageKey,
        fileKey: storeProducts.fileKey,
        fileName: storeProducts.fileName,
      })
      .from(storeProducts)
      .where(eq(storeProducts.id, priced.product.id));
    const [order] = await tx
      .insert(storeOrders)
      .values({
        accountId: user.accountId,
        userId: user.id,
        idempotencyKey: input.idempotency_key,
        status: 'pending',
        subtotalCents: priced.subtotal_cents,
        discountCents: priced.discount_cents,
        totalCents: priced.total_cents,
        couponCode: priced.coupon_code,
        ...(address && {
          shipping: 'to_ship' as const,
          shipName: address.name,
          shipAddress: address.address,
          shipAddress2: address.address2 ?? null,
          shipCity: address.city,
          shipState: address.state,
          shipZipCode: address.zipCode,
          shipCountry: address.country,
        }),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Another request with the same key got there first: its order is this one, if it is the
    // caller's and asks for the same thing (two parallel presses with other details: 422).
    if (!order) {
      const first = (await orderOfKey(tx, input.idempotency_key))!;
      if (first.userId !== user.id || !(await sameOrder(tx, first, input))) {
        throw idempotencyKeyReused();
      }
      return first;
    }
    if (shipping?.save) await saveShippingAddress(tx, shipping.values);
    await tx.insert(storeOrderItems).values({
      orderId: order.id,
      productId: priced.product.id,
      name: priced.product.name,
      quantity: priced.quantity,
      listPriceCents: priced.product.price_cents,
      unitPriceCents: priced.unit_price_cents,
      lineTotalCents: priced.subtotal_cents,
      imageKey: product?.imageKey ?? null,
      fileKey: product?.fileKey ?? null,
      fileName: product?.fileName ?? null,
    });
    return order;
  });
}

export const orderNumberText = (order: { number: number; createdAt: Date }) =>
  `SO-${order.createdAt.getUTCFullYear()}-${String(order.number).padStart(6, '0')}`;

/**
 * POST /store/checkout: prices the order on the server, records it under the browser's key, then
 * charges it once. The same key again (a double click, a retry after a lost answer) continues
 * or repeats that order: never a second order, never a second charge.
 */
export async function checkout(
  deps: StoreDeps,
  user: AuthUser,
  input: StoreCheckoutRequest,
): Promise<StoreOrder> {
  const now = deps.clock.now();
  const existing = await orderOfKey(deps.db, input.idempotency_key);
  if (existing && existing.accountId !== user.accountId) {
    throw conflict('This payment was already made by another account.', {
      idempotency_key: 'Reload the page and try again.',
    });
  }
  // Keys are the caller's own: another person of the account does not read this order; and the
  // same key with another product, quantity or coupon is not this order (decision 062).
  if (existing && (existing.userId !== user.id || !(await sameOrder(deps.db, existing, input)))) {
    throw idempotencyKeyReused();
  }
  if (existing?.status === 'paid') return orderView(deps.db, existing);
  if (existing?.status === 'failed') {
    throw cardRefused((existing.failureCode as DeclineCode | null) ?? 'card_declined');
  }
  if (input.pay_with === 'new_card' && !input.card_token) {
    throw validationFailed({ card_token: 'Enter the card to pay with.' });
  }
  if (input.pay_with === 'saved_card') {
    const saved = canUseSavedCard(user) ? await customerOf(deps.db, user.accountId) : null;
    if (!saved?.cardId) throw validationFailed({ pay_with: 'There is no saved card to pay with.' });
  }
  // A pending order keeps the amounts it was recorded with; only a new one is priced now.
  const order =
    existing ?? (await recordOrder(deps, user, input, await quote(deps, user, input, now), now));
  const [payer] = await deps.db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, user.id));
  const result = await chargeOrder(
    deps,
    {
      kind: 'store_order',
      orderId: order.id,
      accountId: order.accountId,
      amountCents: order.totalCents,
      description: `Store order ${orderNumberText(order)}`,
      idempotencyKey: input.idempotency_key,
      payWith:
        input.pay_with === 'saved_card'
          ? { savedCard: true }
          : {
              cardToken: input.card_token!,
              payer: {
                email: payer?.email ?? user.email,
                name: `${payer?.firstname ?? ''} ${payer?.lastname ?? ''}`.trim() || user.email,
              },
            },
    },
    storeOrderPaid,
  );
  if (!result.paid) {
    // This press's order is over; the next press (a new key) is a new order.
    await deps.db
      .update(storeOrders)
      .set({ status: 'failed', failureCode: result.code })
      .where(and(eq(storeOrders.id, order.id), eq(storeOrders.status, 'pending')));
    throw cardRefused(result.code);
  }
  const [fresh] = await deps.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
  return orderView(deps.db, fresh ?? order);
}

/** Orders as the contract shows them, with their items. */
async function orderViews(db: Db, rows: OrderRow[]): Promise<StoreOrder[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(storeOrderItems)
    .where(
      inArray(
        storeOrderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(storeOrderItems.id));
  return rows.map((row) => ({
    id: row.id,
    number: orderNumberText(row),
    status: row.status,
    subtotal_cents: row.subtotalCents,
    discount_cents: row.discountCents,
    total_cents: row.totalCents,
    currency: 'usd' as const,
    coupon_code: row.couponCode,
    card_last4: row.cardLast4,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        id: item.id,
        product_id: item.productId,
        name: item.name,
        quantity: item.quantity,
        list_price_cents: item.listPriceCents,
        unit_price_cents: item.unitPriceCents,
        line_total_cents: item.lineTotalCents,
        image_url: fileUrl(item.imageKey),
        digital: item.fileKey !== null,
      })),
    shipping: shippingView(row),
  }));
}

async function orderView(db: Db, row: OrderRow): Promise<StoreOrder> {
  const [view] = await orderViews(db, [row]);
  return view!;
}

/** GET /store/orders: the account's paid orders, newest first (the last 100). */
export async function accountOrders(db: Db, accountId: number): Promise<StoreOrder[]> {
  const rows = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.accountId, accountId), eq(storeOrders.status, 'paid')))
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
    .limit(100);
  return orderViews(db, rows);
}
