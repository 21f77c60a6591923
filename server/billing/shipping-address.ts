import { eq } from 'drizzle-orm';
import type { UpdateShippingRequest } from '#contract/billing/billing.ts';
import type { Db } from '#server/db/database.ts';
import { shippingAddresses } from '#server/db/schema.ts';
import { validationFailed } from '#server/http/api-error.ts';

/** An account's shipping address as the table keeps it (the one card and store orders use). */
export type ShippingValues = typeof shippingAddresses.$inferInsert;

/** A typed address as it is kept: trimmed, an empty second line as none, the country in capitals. */
export function shippingValuesOf(accountId: number, sent: UpdateShippingRequest): ShippingValues {
  return {
    accountId,
    name: sent.name.trim(),
    address: sent.address.trim(),
    address2: sent.address2?.trim() || null,
    city: sent.city.trim(),
    state: sent.state.trim(),
    zipCode: sent.zip_code.trim(),
    country: sent.country.toUpperCase(),
  };
}

/**
 * The address an order ships to: the one sent (to be saved as the account's, `save`), or the
 * account's saved one. Neither is a 400 naming `shipping_address` with `missing` as its text.
 */
export async function shippingAddressFor(
  db: Db,
  accountId: number,
  sent: UpdateShippingRequest | undefined,
  missing: string,
): Promise<{ values: ShippingValues; save: boolean }> {
  if (sent) return { save: true, values: shippingValuesOf(accountId, sent) };
  const [saved] = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.accountId, accountId));
  if (!saved) throw validationFailed({ shipping_address: missing });
  return { save: false, values: saved };
}

/** Makes `values` the account's saved shipping address (the profile's, POST /users/update_shipping). */
export async function saveShippingAddress(db: Db, values: ShippingValues): Promise<void> {
  await db
    .insert(shippingAddresses)
    .values(values)
    .onConflictDoUpdate({ target: shippingAddresses.accountId, set: values });
}
