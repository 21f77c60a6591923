import type { StoreOrderShipping } from '#contract/store/store.ts';
import { trackingOf } from '#contract/trackingNumbers.ts';
import type { storeOrders } from '#server/db/schema.ts';

type OrderRow = typeof storeOrders.$inferSelect;

/** A store order's delivery as the contract shows it; null for a digital product (decision 056). */
export function shippingView(row: OrderRow): StoreOrderShipping | null {
  if (!row.shipping) return null;
  return {
    state: row.shipping,
    // The database's CHECK keeps the address whole whenever `shipping` is set.
    address: {
      name: row.shipName!,
      address: row.shipAddress!,
      address2: row.shipAddress2,
      city: row.shipCity!,
      state: row.shipState!,
      zip_code: row.shipZipCode!,
      country: row.shipCountry!,
    },
    tracking: trackingOf(row.carrier, row.trackingNumber),
    shipped_at: row.shippedAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}
