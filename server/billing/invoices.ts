import { and, desc, eq, sql } from 'drizzle-orm';
import type { Invoice, PaymentRecord, TransactionsResponse } from '#contract/billing/billing.ts';
import { CURRENCY } from '#contract/billing/billing.ts';
import type { Db } from '#server/db/database.ts';
import { invoices, payments, plans } from '#server/db/schema.ts';
import { invoiceItemOf } from './billing-item.ts';
import { addMonths } from './calendar.ts';
import type { PlanRow } from './plans.ts';
import { paymentsPerLicence } from './plans.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * `TL-2026-001234`: the year it was issued and the next number of the one sequence
 * (schema.ts `invoiceNumberSeq`).
 */
async function nextInvoiceNumber(tx: Db, issuedAt: Date): Promise<string> {
  const result = (await tx.execute(
    sql`select nextval('invoice_number_seq')::int as n`,
  )) as unknown as { rows: { n: number }[] };
  const n = Number(result.rows[0]?.n);
  return `TL-${issuedAt.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

const DAY = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The payment's period within its licence: a month of twelve, or the whole year. */
export function periodOf(
  plan: Pick<PlanRow, 'interval'>,
  licenceStart: Date,
  paymentNumber: number,
) {
  return plan.interval === 'month'
    ? {
        periodStart: addMonths(licenceStart, paymentNumber - 1),
        periodEnd: addMonths(licenceStart, paymentNumber),
      }
    : { periodStart: licenceStart, periodEnd: addMonths(licenceStart, 12) };
}

export type OpenInvoiceInput = {
  accountId: number;
  plan: PlanRow;
  licenceStart: Date;
  paymentNumber: number;
  /** Once per account and purpose (see invoices.period_key). */
  periodKey: string;
  now: Date;
};

/**
 * The open invoice for one payment of a licence, made once: a second call with the same period
 * key answers the invoice the first made, whatever its status now.
 */
export async function openInvoice(tx: Db, input: OpenInvoiceInput): Promise<InvoiceRow> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.periodKey, input.periodKey));
  if (existing) return existing;
  const { plan, licenceStart, paymentNumber, now } = input;
  const { periodStart, periodEnd } = periodOf(plan, licenceStart, paymentNumber);
  const total = paymentsPerLicence(plan.interval);
  const description =
    plan.interval === 'month'
      ? `${plan.name} plan, monthly payment ${paymentNumber} of ${total} ` +
        `(${DAY.format(periodStart)} – ${DAY.format(periodEnd)})`
      : `${plan.name} plan, yearly licence (${DAY.format(periodStart)} – ${DAY.format(periodEnd)})`;
  const [row] = await tx
    .insert(invoices)
    .values({
      accountId: input.accountId,
      number: await nextInvoiceNumber(tx, now),
      planCode: plan.code,
      description,
      totalCents: plan.amountCents,
      status: 'open',
      licenceStart,
      paymentNumber,
      periodStart,
      periodEnd,
      periodKey: input.periodKey,
      issuedAt: now,
    })
    .onConflictDoNothing({ target: invoices.periodKey })
    .returning();
  if (row) return row;
  // Made meanwhile by a concurrent call with the same key.
  const [raced] = await tx.select().from(invoices).where(eq(invoices.periodKey, input.periodKey));
  if (!raced) throw new Error(`The invoice ${input.periodKey} vanished.`);
  return raced;
}

export async function openInvoicesOf(db: Db, accountId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.status, 'open')))
    .orderBy(invoices.issuedAt, invoices.id);
}

/** An invoice row with its plan's tier, name and interval (what its item is written from). */
export type InvoiceWithPlan = { invoice: InvoiceRow; plan: Parameters<typeof invoiceItemOf>[1] };

export function toInvoice({ invoice: row, plan }: InvoiceWithPlan): Invoice {
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    item: invoiceItemOf(row, plan),
    total_cents: row.totalCents,
    amount_due_cents: row.status === 'open' ? row.totalCents : 0,
    currency: CURRENCY,
    status: row.status,
    action: row.status === 'open' ? 'pay' : 'download',
    date: row.issuedAt.toISOString(),
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
  };
}

function toPaymentRecord(row: PaymentRow, { invoice, plan }: InvoiceWithPlan): PaymentRecord {
  return {
    id: row.id,
    invoice_id: row.invoiceId,
    invoice_number: invoice.number,
    description: invoice.description,
    item: invoiceItemOf(invoice, plan),
    amount_cents: row.amountCents,
    currency: CURRENCY,
    status: row.status,
    failure_code: row.failureCode,
    card_last4: row.cardLast4,
    date: (row.settledAt ?? row.createdAt).toISOString(),
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}

/** One account's invoices and payments, newest first: nothing of any other account. */
export async function transactionsOf(db: Db, accountId: number): Promise<TransactionsResponse> {
  const invoiceRows = await db
    .select({
      invoice: invoices,
      plan: { tier: plans.tier, name: plans.name, interval: plans.interval },
    })
    .from(invoices)
    .innerJoin(plans, eq(plans.code, invoices.planCode))
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.accountId, accountId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const byId = new Map(invoiceRows.map((row) => [row.invoice.id, row]));
  return {
    invoices: invoiceRows.map(toInvoice),
    payments: paymentRows.flatMap((row) => {
      const invoice = byId.get(row.invoiceId);
      return invoice ? [toPaymentRecord(row, invoice)] : [];
    }),
  };
}
