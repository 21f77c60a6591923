import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { invoices, payments } from '#server/db/schema.ts';
import { serviceUnavailable } from '#server/http/api-error.ts';
import { customerOf } from './customers.ts';
import type { InvoiceRow, PaymentRow } from './invoices.ts';
import { applyPaidInvoice } from './membership.ts';
import type { DeclineCode, PaymentProvider } from './payment-provider.ts';

export type ChargeDeps = {
  db: Db;
  clock: { now(): Date };
  payments: { provider: PaymentProvider };
  log: { warn(obj: object, msg: string): void };
};

/** `settledNow`: this call recorded the answer (another caller may have recorded it first). */
export type ChargeResult =
  | { paid: true; invoice: InvoiceRow; payment: PaymentRow; settledNow: boolean }
  | {
      paid: false;
      code: DeclineCode;
      invoice: InvoiceRow;
      payment: PaymentRow | null;
      settledNow: boolean;
    };

/** The provider's key for one attempt at one invoice: the same attempt always charges once. */
export const chargeKeyOf = (invoiceId: number, attempt: number) =>
  `invoice-${invoiceId}-attempt-${attempt}`;

/**
 * The attempt to make for an open invoice: the one left pending (an answer lost to a crash, or
 * a second click still under way), so that its key is sent again, or else a new one. Written
 * and committed BEFORE the provider is called (decision 044).
 */
async function claimAttempt(
  deps: ChargeDeps,
  invoiceId: number,
): Promise<{
  invoice: InvoiceRow;
  payment: PaymentRow | null;
  customer: { id: string; card: string } | null;
}> {
  return deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for('update');
    if (!invoice) throw new Error(`There is no invoice ${invoiceId}.`);
    const customer = await customerOf(tx, invoice.accountId);
    const card = customer?.cardId ? { id: customer.customerId, card: customer.cardId } : null;
    if (invoice.status !== 'open' || !card) return { invoice, payment: null, customer: card };
    const [last] = await tx
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId))
      .orderBy(desc(payments.attempt))
      .limit(1);
    if (last?.status === 'pending') return { invoice, payment: last, customer: card };
    const attempt = (last?.attempt ?? 0) + 1;
    const [payment] = await tx
      .insert(payments)
      .values({
        accountId: invoice.accountId,
        invoiceId,
        attempt,
        idempotencyKey: chargeKeyOf(invoiceId, attempt),
        amountCents: invoice.totalCents,
        status: 'pending',
        cardLast4: customer?.cardLast4 ?? null,
        createdAt: deps.clock.now(),
      })
      .returning();
    return { invoice, payment: payment ?? null, customer: card };
  });
}

/**
 * Records the provider's answer for a pending attempt, once: a second recorder (the other click,
 * the recovery sweep) finds it settled and reads what the first wrote. A success pays the
 * invoice and moves the membership in the same transaction.
 */
async function settle(
  deps: ChargeDeps,
  payment: PaymentRow,
  answer: { refused: false; chargeId: string } | { refused: true; code: DeclineCode },
): Promise<ChargeResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(payments)
      .set(
        answer.refused
          ? { status: 'failed', failureCode: answer.code, settledAt: now }
          : { status: 'succeeded', providerChargeId: answer.chargeId, settledAt: now },
      )
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (settled && !answer.refused) {
      const [paid] = await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: now })
        // Money taken pays its invoice, even one voided while the charge was under way.
        .where(and(eq(invoices.id, payment.invoiceId), inArray(invoices.status, ['open', 'void'])))
        .returning();
      if (paid) await applyPaidInvoice(tx, paid, now);
    }
    const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
    if (!row || !invoice) throw new Error(`The payment ${payment.id} vanished.`);
    const settledNow = settled !== undefined;
    return row.status === 'succeeded' || row.status === 'refunded'
      ? { paid: true, invoice, payment: row, settledNow }
      : {
          paid: false,
          code: (row.failureCode as DeclineCode | null) ?? 'card_declined',
          invoice,
          payment: row,
          settledNow,
        };
  });
}

/**
 * Charges an open invoice with the account's saved card, exactly once per attempt: the attempt's
 * row and key are committed first, then the provider is asked with that key, then its answer is
 * recorded. A crash between the two leaves a pending row whose key is sent again by the next
 * call or by `settleInterruptedPayments`; the provider answers it with the first charge.
 * A paid invoice answers paid without charging. The provider failing to answer (not a refusal)
 * leaves the attempt pending and is a 503.
 */
export async function chargeInvoice(deps: ChargeDeps, invoiceId: number): Promise<ChargeResult> {
  const { invoice, payment, customer } = await claimAttempt(deps, invoiceId);
  if (invoice.status === 'paid') {
    const [succeeded] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'succeeded')));
    if (succeeded) return { paid: true, invoice, payment: succeeded, settledNow: false };
  }
  if (!payment || !customer)
    return { paid: false, code: 'invalid_card_token', invoice, payment: null, settledNow: false };
  return sendAttempt(deps, payment, invoice, customer);
}

async function sendAttempt(
  deps: ChargeDeps,
  payment: PaymentRow,
  invoice: InvoiceRow,
  customer: { id: string; card: string },
): Promise<ChargeResult> {
  let answer;
  try {
    answer = await deps.payments.provider.charge({
      customerId: customer.id,
      cardId: customer.card,
      amountCents: payment.amountCents,
      currency: 'usd',
      description: `${invoice.number}: ${invoice.description}`,
      idempotencyKey: payment.idempotencyKey,
    });
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'the payment provider did not answer');
    throw serviceUnavailable(
      'The payment service did not answer. Nothing was charged twice: try again in a minute.',
    );
  }
  return settle(deps, payment, answer);
}

/** How long an attempt may stay pending before the sweep asks the provider again. */
export const INTERRUPTED_AFTER_MS = 5 * 60 * 1000;

/**
 * Attempts left pending by a crash or a lost answer, older than a few minutes: their key is sent
 * again and the answer recorded, so no acknowledged payment is lost. Returns how many settled.
 */
export async function settleInterruptedPayments(deps: ChargeDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - INTERRUPTED_AFTER_MS);
  const pending = await deps.db.select().from(payments).where(eq(payments.status, 'pending'));
  let settled = 0;
  for (const payment of pending.filter((row) => row.createdAt <= before)) {
    const [invoice] = await deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, payment.invoiceId));
    const customer = invoice ? await customerOf(deps.db, invoice.accountId) : null;
    if (!invoice || !customer?.cardId) continue;
    try {
      await sendAttempt(deps, payment, invoice, { id: customer.customerId, card: customer.cardId });
      settled += 1;
    } catch (error) {
      deps.log.warn({ err: error, paymentId: payment.id }, 'an interrupted payment is still open');
    }
  }
  return settled;
}
