import { asc, eq } from 'drizzle-orm';
import type { Carrier } from '#contract/cardOrders/cardOrders.ts';
import type { StoreShippingState } from '#contract/store/store.ts';
import { addDays } from '#server/billing/calendar.ts';
import type { Db } from '#server/db/database.ts';
import {
  accounts,
  locations,
  shippingAddresses,
  storeOrderItems,
  storeOrders,
  storeProducts,
  users,
} from '#server/db/schema.ts';

// The demo's store orders (decision 056), so the admin's fulfilment views show something real:
// two waiting to ship (Grace's and Riverside's), one shipped with a UPS number, one delivered
// with a USPS number, and one digital (nothing to ship). All paid with the sandbox's 4242 card.

type DemoStoreOrder = {
  church: string;
  buyer: string;
  product: string;
  quantity: number;
  orderedDaysAgo: number;
  /** Null: a digital product. */
  shipping: StoreShippingState | null;
  shipped?: { daysAgo: number; carrier: Carrier; trackingNumber: string };
  deliveredDaysAgo?: number;
};

export const DEMO_STORE_ORDERS: readonly DemoStoreOrder[] = [
  {
    church: 'grace-community-church',
    buyer: 'pastor@demo.church',
    product: 'Evangelism handbook',
    quantity: 1,
    orderedDaysAgo: 30,
    shipping: 'delivered',
    shipped: { daysAgo: 28, carrier: 'usps', trackingNumber: '9400111899223197428497' },
    deliveredDaysAgo: 25,
  },
  {
    church: 'grace-community-church',
    buyer: 'pastor@demo.church',
    product: 'Journey study guide (PDF)',
    quantity: 1,
    orderedDaysAgo: 9,
    shipping: null,
  },
  {
    church: 'grace-community-church',
    buyer: 'pastor@demo.church',
    product: 'Pocket New Testament',
    quantity: 10,
    orderedDaysAgo: 6,
    shipping: 'shipped',
    shipped: { daysAgo: 4, carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
  },
  {
    church: 'grace-community-church',
    buyer: 'pastor@demo.church',
    product: 'Welcome tracts (pack of 50)',
    quantity: 2,
    orderedDaysAgo: 3,
    shipping: 'to_ship',
  },
  {
    church: 'riverside-church',
    buyer: 'website@demo.church',
    product: 'Welcome team lanyards (set of 10)',
    quantity: 1,
    orderedDaysAgo: 1,
    shipping: 'to_ship',
  },
];

/** Where a church's orders go: its saved shipping address, or else its first campus. */
async function addressOf(tx: Db, accountId: number, name: string) {
  const [saved] = await tx
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.accountId, accountId));
  if (saved) return saved;
  const [campus] = await tx
    .select()
    .from(locations)
    .where(eq(locations.accountId, accountId))
    .orderBy(asc(locations.id));
  return campus ? { ...campus, name } : null;
}

export async function seedDemoStoreOrders(tx: Db, now: Date): Promise<void> {
  for (const [index, demo] of DEMO_STORE_ORDERS.entries()) {
    const [church] = await tx
      .select({ id: accounts.id, name: accounts.churchName })
      .from(accounts)
      .where(eq(accounts.slug, demo.church));
    const [buyer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.buyer));
    const [product] = await tx
      .select()
      .from(storeProducts)
      .where(eq(storeProducts.name, demo.product));
    if (!church || !buyer || !product) continue;
    const address = demo.shipping ? await addressOf(tx, church.id, church.name ?? '') : null;
    if (demo.shipping && !address) continue;
    const ordered = addDays(now, -demo.orderedDaysAgo);
    const totalCents = product.priceCents * demo.quantity;
    const [order] = await tx
      .insert(storeOrders)
      .values({
        accountId: church.id,
        userId: buyer.id,
        idempotencyKey: `demo-store-order-${index + 1}`.padEnd(16, '0'),
        status: 'paid',
        subtotalCents: totalCents,
        discountCents: 0,
        totalCents,
        cardLast4: '4242',
        createdAt: ordered,
        paidAt: new Date(ordered.getTime() + 5_000),
        shipping: demo.shipping,
        ...(address && {
          shipName: address.name,
          shipAddress: address.address,
          shipAddress2: address.address2,
          shipCity: address.city,
          shipState: address.state,
          shipZipCode: address.zipCode,
          shipCountry: address.country,
        }),
        carrier: demo.shipped?.carrier ?? null,
        trackingNumber: demo.shipped?.trackingNumber ?? null,
        shippedAt: demo.shipped ? addDays(now, -demo.shipped.daysAgo) : null,
        deliveredAt:
          demo.deliveredDaysAgo === undefined ? null : addDays(now, -demo.deliveredDaysAgo),
      })
      .returning({ id: storeOrders.id });
    await tx.insert(storeOrderItems).values({
      orderId: order!.id,
      productId: product.id,
      name: product.name,
      quantity: demo.quantity,
      listPriceCents: product.priceCents,
      unitPriceCents: product.priceCents,
      lineTotalCents: totalCents,
      imageKey: product.imageKey,
      fileKey: product.fileKey,
      fileName: product.fileName,
    });
  }
}
