import { and, eq, sql } from 'drizzle-orm';
import type { SetBillingInfoResponse } from '#contract/billing/billing.ts';
import type { BillingInterval } from '#contract/account/profile.ts';
import type { Role } from '#contract/roles.ts';
import type { Db } from '#server/db/database.ts';
import { accounts, invoices, memberships, payments, users } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, notFound } from '#server/http/api-error.ts';
import { cardRefused, subscriptionRefused } from './billing-errors.ts';
import type { ChargeResult } from './charge-invoice.ts';
import { chargeInvoice } from './charge-invoice.ts';
import { customerOf, recordCard, saveCardAtProvider, toCardSummary } from './customers.ts';
import type { CardAtProvider } from './customers.ts';
import type { InvoiceRow } from './invoices.ts';
import { openInvoice, openInvoicesOf } from './invoices.ts';
import { mailReceipt } from './mails.ts';
import { licenceRuns, lockMembership, membershipOf, subscriptionDetailsOf } from './membership.ts';
import type { PlanRow } from './plans.ts';
import { planByCode } from './plans.ts';

// The billing rules of the signed-in calls (issue 10): choosing a plan, paying, saving a card,
// upgrading. The provider only saves cards and charges; what is owed and what a payment changes
// is decided here and in membership.ts.

export type BillingDeps = Pick<Deps, 'db' | 'clock' | 'payments' | 'log' | 'mailer' | 'appUrl'>;

export type Payer = { id: number; accountId: number; email: string; name: string };

/** A plan a new subscription may choose, or null. */
async function planOnSale(db: Db, code: string): Promise<PlanRow | null> {
  const plan = await planByCode(db, code);
  return plan?.onSale ? plan : null;
}

/** The first payment of a new licence, made once per purpose (`purpose`: a key or `now`). */
function firstInvoice(tx: Db, accountId: number, plan: PlanRow, purpose: string, now: Date) {
  return openInvoice(tx, {
    accountId,
    plan,
    licenceStart: now,
    paymentNumber: 1,
    periodKey: `${accountId}:first:${purpose}`,
    now,
  });
}

/** After a paid charge: the receipt (once), and the mail delivered. */
async function afterPaid(deps: BillingDeps, result: ChargeResult) {
  if (result.paid && result.settledNow) {
    await mailReceipt(deps.db, result.invoice, deps.appUrl, deps.clock.now());
    deps.mailer.kick();
  }
}

/**
 * Chooses a plan for an account without a running licence and opens its first invoice; an
 * earlier unpaid first invoice is void. Valid: a church account whose licence does not run.
 */
export async function subscribe(deps: BillingDeps, payer: Payer, planCode: string) {
  const now = deps.clock.now();
  const plan = await planOnSale(deps.db, planCode);
  const invoice = await deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, payer.accountId);
    const refused = subscriptionRefused({
      accountValid: !licenceRuns(membership, now),
      planValid: plan !== null,
    });
    if (refused) throw refused;
    for (const open of await openInvoicesOf(tx, payer.accountId)) {
      // The same plan chosen again (a second click): its invoice, not a second one.
      if (open.planCode === plan!.code) return open;
      const [charging] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.invoiceId, open.id), eq(payments.status, 'pending')));
      if (charging) throw conflict('A payment is under way. Try again in a minute.');
      await tx.update(invoices).set({ status: 'void' }).where(eq(invoices.id, open.id));
    }
    return firstInvoice(tx, payer.accountId, plan!, now.toISOString(), now);
  });
  return { invoice, details: await subscriptionDetailsOf(deps.db, payer.accountId) };
}

/** subscribe, paid at once with the saved card; 'Account invalid' without one. */
export async function payAndSubscribe(deps: BillingDeps, payer: Payer, planCode: string) {
  const customer = await customerOf(deps.db, payer.accountId);
  const plan = await planOnSale(deps.db, planCode);
  const membership = await membershipOf(deps.db, payer.accountId);
  const refused = subscriptionRefused({
    accountValid: Boolean(customer?.cardId) && !licenceRuns(membership, deps.clock.now()),
    planValid: plan !== null,
  });
  if (refused) throw refused;
  const { invoice } = await subscribe(deps, payer, planCode);
  const result = await chargeInvoice(deps, invoice.id);
  if (!result.paid) throw cardRefused(result.code);
  await afterPaid(deps, result);
  return subscriptionDetailsOf(deps.db, payer.accountId);
}

/**
 * Saves a new card and pays every open invoice with it (a past_due membership becomes active).
 * A refused card changes nothing; a card saved but refused when charged stays saved (it is
 * the card the church chose) and the answer is the refusal.
 */
export async function setCard(
  deps: BillingDeps,
  payer: Payer,
  cardToken: string,
  holderName: string | null,
): Promise<SetBillingInfoResponse> {
  const existing = await customerOf(deps.db, payer.accountId);
  const saved = await saveCardAtProvider(deps.payments.provider, existing, {
    accountId: payer.accountId,
    email: payer.email,
    name: payer.name,
    customerKey: `customer-account-${payer.accountId}`,
    cardToken,
  });
  if ('refused' in saved) throw cardRefused(saved.code);
  await recordCard(deps.db, {
    accountId: payer.accountId,
    provider: deps.payments.provider.mode,
    saved,
    holderName,
    now: deps.clock.now(),
  });
  const paid: number[] = [];
  for (const invoice of await openInvoicesOf(deps.db, payer.accountId)) {
    const result = await chargeInvoice(deps, invoice.id);
    if (!result.paid) throw cardRefused(result.code);
    await afterPaid(deps, result);
    paid.push(invoice.id);
  }
  return {
    card: toCardSummary(await customerOf(deps.db, payer.accountId))!,
    paid_invoice_ids: paid,
    subscription: await subscriptionDetailsOf(deps.db, payer.accountId),
  };
}

/** The next licence's interval (at renewal); the current one withdraws a waiting change. */
export async function changeInterval(deps: BillingDeps, payer: Payer, interval: BillingInterval) {
  await deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, payer.accountId);
    if (!membership?.planInterval || membership.state === 'canceled')
      throw conflict('There is no subscription to change. Choose a plan first.');
    await tx
      .update(memberships)
      .set({ pendingInterval: interval === membership.planInterval ? null : interval })
      .where(eq(memberships.accountId, payer.accountId));
  });
  return subscriptionDetailsOf(deps.db, payer.accountId);
}

/**
 * Pays a first invoice with a card saved just now, for a request keyed by the browser's
 * idempotency key. `prepare` runs in the transaction that records the card and opens the invoice.
 */
async function payFirstInvoice(
  deps: BillingDeps,
  input: {
    accountId: number;
    plan: PlanRow;
    saved: CardAtProvider;
    holderName: string | null;
    requestKey: string;
  },
): Promise<ChargeResult> {
  const now = deps.clock.now();
  const invoice: InvoiceRow = await deps.db.transaction(async (tx) => {
    await recordCard(tx, {
      accountId: input.accountId,
      provider: deps.payments.provider.mode,
      saved: input.saved,
      holderName: input.holderName,
      now,
    });
    return firstInvoice(tx, input.accountId, input.plan, input.requestKey, now);
  });
  return chargeInvoice(deps, invoice.id);
}

/**
 * A free partner becomes a paying pastor: the card is saved, the plan's first payment made, and
 * only then is the caller's free_evangelism role replaced by evangelism. The same idempotency
 * key pressed twice pays one invoice once.
 */
export async function upgradeMembership(
  deps: BillingDeps,
  payer: Payer,
  input: { planCode: string; cardToken: string; requestKey: string },
): Promise<Role[]> {
  const rolesNow = async () => {
    const [current] = await deps.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, payer.id));
    if (!current) throw notFound('Your account no longer exists.');
    return current.roles;
  };
  // The same press of Pay again, after it was paid: the same answer, nothing charged.
  const [done] = await deps.db
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.periodKey, `${payer.accountId}:first:${input.requestKey}`));
  if (done?.status === 'paid') return rolesNow();
  const plan = await planOnSale(deps.db, input.planCode);
  const refused = subscriptionRefused({
    accountValid: !licenceRuns(await membershipOf(deps.db, payer.accountId), deps.clock.now()),
    planValid: plan !== null,
  });
  if (refused) throw refused;
  const saved = await saveCardAtProvider(
    deps.payments.provider,
    await customerOf(deps.db, payer.accountId),
    {
      accountId: payer.accountId,
      email: payer.email,
      name: payer.name,
      customerKey: `customer-account-${payer.accountId}`,
      cardToken: input.cardToken,
    },
  );
  if ('refused' in saved) throw cardRefused(saved.code);
  const result = await payFirstInvoice(deps, {
    accountId: payer.accountId,
    plan: plan!,
    saved,
    holderName: payer.name,
    requestKey: input.requestKey,
  });
  if (!result.paid) throw cardRefused(result.code);
  const [user] = await deps.db
    .update(users)
    .set({
      roles: sql`array_append(array_remove(${users.roles}, 'free_evangelism'), 'evangelism')`,
      updatedAt: deps.clock.now(),
    })
    .where(and(eq(users.id, payer.id), sql`'free_evangelism' = any(${users.roles})`))
    .returning({ roles: users.roles });
  await deps.db.update(accounts).set({ kind: 'church' }).where(eq(accounts.id, payer.accountId));
  await afterPaid(deps, result);
  return user ? user.roles : rolesNow();
}

export { payFirstInvoice };
