import { eq } from 'drizzle-orm';
import type { SavedCardSummary } from '#contract/billing/billing.ts';
import type { Db } from '#server/db/database.ts';
import { billingCustomers } from '#server/db/schema.ts';
import type { PaymentProvider, Refusal, SavedCard } from './payment-provider.ts';

export type CustomerRow = typeof billingCustomers.$inferSelect;

export async function customerOf(db: Db, accountId: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.accountId, accountId));
  return row ?? null;
}

export function toCardSummary(row: CustomerRow | null): SavedCardSummary | null {
  if (!row?.cardId || !row.cardLast4 || !row.cardExpMonth || !row.cardExpYear) return null;
  return {
    brand: row.cardBrand ?? 'card',
    last4: row.cardLast4,
    exp_month: row.cardExpMonth,
    exp_year: row.cardExpYear,
    holder_name: row.holderName,
  };
}

export type CardAtProvider = { customerId: string; card: SavedCard };

/**
 * Saves a browser's card token at the provider, for the account's customer there (made once per
 * `customerKey`). Writes nothing here: a refused card leaves the database as it was, and the
 * caller records the card (`recordCard`) in the transaction that uses it.
 */
export async function saveCardAtProvider(
  provider: PaymentProvider,
  existing: CustomerRow | null,
  input: { accountId: number; email: string; name: string; customerKey: string; cardToken: string },
): Promise<CardAtProvider | Refusal> {
  const customerId =
    existing && existing.provider === provider.mode
      ? existing.customerId
      : (
          await provider.createCustomer({
            accountId: input.accountId,
            email: input.email,
            name: input.name,
            idempotencyKey: input.customerKey,
          })
        ).customerId;
  const card = await provider.saveCard(customerId, input.cardToken);
  if ('refused' in card) return card;
  return { customerId, card };
}

/** Keeps the saved card (replacing the previous one) as the account's card. */
export async function recordCard(
  tx: Db,
  input: {
    accountId: number;
    provider: PaymentProvider['mode'];
    saved: CardAtProvider;
    holderName: string | null;
    now: Date;
  },
): Promise<void> {
  const { card, customerId } = input.saved;
  const values = {
    provider: input.provider,
    customerId,
    cardId: card.cardId,
    cardBrand: card.brand,
    cardLast4: card.last4,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear,
    holderName: input.holderName,
    updatedAt: input.now,
  };
  await tx
    .insert(billingCustomers)
    .values({ accountId: input.accountId, ...values })
    .onConflictDoUpdate({ target: billingCustomers.accountId, set: values });
}
