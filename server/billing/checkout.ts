import { eq } from 'drizzle-orm';
import type { CheckoutRequest } from '#contract/billing/billing.ts';
import { PLAN_INVALID } from '#contract/billing/billing.ts';
import { slugify } from '#contract/validation.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import type { Db } from '#server/db/database.ts';
import { sqlState, UNIQUE_VIOLATION } from '#server/db/sql-state.ts';
import { accounts, checkouts, users } from '#server/db/schema.ts';
import { ApiError, conflict, validationFailed } from '#server/http/api-error.ts';
import { cardRefused } from './billing-errors.ts';
import type { BillingDeps } from './billing-service.ts';
import { payFirstInvoice } from './billing-service.ts';
import { saveCardAtProvider } from './customers.ts';
import { mailReceipt } from './mails.ts';
import { planByCode } from './plans.ts';

// POST /checkout: a new church's sign-up and first payment in one (issue 10). The account and
// its pastor are written before the charge (so the charge's attempt is on record first), but the
// pastor's password waits in `checkouts` until the payment succeeds: until then nobody can sign
// in, and a refused charge removes the account altogether.

/** A stored hash that no password matches (verifyPassword refuses a malformed hash). */
const NO_SIGN_IN_YET = '!checkout-pending';

const EMAIL_TAKEN = 'An account with this email address already exists. Sign in instead.';

/** A web address for the new church, from its name, not yet taken. */
async function freeSlug(tx: Db, churchName: string): Promise<string> {
  const base = slugify(churchName).slice(0, 48).replace(/-+$/, '') || 'church';
  for (let n = 1; n <= 50; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.slug, slug));
    if (!taken) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

type Started = {
  accountId: number;
  userId: number;
  completed: boolean;
  passwordHash: string | null;
};

async function startedCheckout(db: Db, key: string): Promise<Started | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.idempotencyKey, key));
  return row
    ? {
        accountId: row.accountId,
        userId: row.userId,
        completed: row.completedAt !== null,
        passwordHash: row.passwordHash,
      }
    : null;
}

/**
 * Runs a checkout and answers the new pastor's user id (the route signs them in). The same
 * idempotency key again: a finished checkout signs in again with the same password, one under
 * way is resumed with the same keys, so the card is charged once.
 */
export async function checkout(deps: BillingDeps, body: CheckoutRequest): Promise<number> {
  try {
    return await runCheckout(deps, body);
  } catch (error) {
    // Two presses at once: the second waited for the first's account and found its web
    // address or e-mail taken. With the first's checkout now on record, it resumes that one
    // (same keys); otherwise someone else took the address meanwhile.
    const raced =
      (error instanceof ApiError && error.status === 409) || sqlState(error) === UNIQUE_VIOLATION;
    if (raced && (await startedCheckout(deps.db, body.idempotency_key)))
      return runCheckout(deps, body);
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw conflict('This church was just signed up by another request. Try again.');
    throw error;
  }
}

async function runCheckout(deps: BillingDeps, body: CheckoutRequest): Promise<number> {
  const email = body.email.toLowerCase();
  const key = body.idempotency_key;
  const earlier = await startedCheckout(deps.db, key);
  if (earlier?.completed) {
    const [user] = await deps.db.select().from(users).where(eq(users.id, earlier.userId));
    if (user && user.email === email && (await verifyPassword(user.passwordHash, body.password)))
      return user.id;
    throw conflict('This checkout is already complete. Sign in to continue.');
  }

  const plan = await planByCode(deps.db, body.plan_code);
  if (!plan?.onSale) throw validationFailed({ plan_code: PLAN_INVALID });
  if (!earlier) {
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (taken) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }

  // The card first: a refused card writes nothing at all.
  const saved = await saveCardAtProvider(deps.payments.provider, null, {
    accountId: earlier?.accountId ?? 0,
    email,
    name: body.church_name.trim(),
    customerKey: `checkout-${key}`,
    cardToken: body.card_token,
  });
  if ('refused' in saved) throw cardRefused(saved.code);

  const now = deps.clock.now();
  const started =
    earlier ??
    (await deps.db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          slug: await freeSlug(tx, body.church_name),
          kind: 'church',
          churchName: body.church_name.trim(),
          churchStatus: 'active',
        })
        .returning({ id: accounts.id });
      const [user] = await tx
        .insert(users)
        .values({
          accountId: account!.id,
          email,
          passwordHash: NO_SIGN_IN_YET,
          firstname: body.firstname.trim(),
          lastname: body.lastname.trim(),
          roles: ['evangelism'],
          churchRole: body.church_role.trim(),
          cellPhone: body.cell_phone.trim(),
          ...(body.locale ? { locale: body.locale } : {}),
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      await tx.insert(checkouts).values({
        idempotencyKey: key,
        accountId: account!.id,
        userId: user.id,
        passwordHash: await hashPassword(body.password),
        createdAt: now,
      });
      return { accountId: account!.id, userId: user.id, completed: false, passwordHash: null };
    }));

  const result = await payFirstInvoice(deps, {
    accountId: started.accountId,
    plan,
    saved,
    holderName: `${body.firstname.trim()} ${body.lastname.trim()}`,
    requestKey: key,
  });
  if (!result.paid) {
    // Nothing that can sign in stays: the account goes, with its pastor and its records.
    await deps.db.delete(users).where(eq(users.accountId, started.accountId));
    await deps.db.delete(accounts).where(eq(accounts.id, started.accountId));
    throw cardRefused(result.code);
  }
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ passwordHash: checkouts.passwordHash })
      .from(checkouts)
      .where(eq(checkouts.idempotencyKey, key));
    if (row?.passwordHash) {
      await tx
        .update(users)
        .set({ passwordHash: row.passwordHash, updatedAt: now })
        .where(eq(users.id, started.userId));
    }
    await tx
      .update(checkouts)
      .set({ passwordHash: null, completedAt: now })
      .where(eq(checkouts.idempotencyKey, key));
    if (result.settledNow) await mailReceipt(tx, result.invoice, deps.appUrl, now);
  });
  deps.mailer.kick();
  return started.userId;
}
