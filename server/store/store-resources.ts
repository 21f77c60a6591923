import { eq, sql } from 'drizzle-orm';
import {
  storeCategoriesResource,
  storeCouponsResource,
  storeOffersResource,
  storeProductsResource,
} from '#contract/store/storeResources.ts';
import type { Db } from '#server/db/database.ts';
import { storeCategories, storeCoupons, storeOffers, storeProducts } from '#server/db/schema.ts';
import { validationFailed } from '#server/http/api-error.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

// The store's admin resources (decision 050). Rules that span fields (an offer's period, a
// coupon's one discount) are checked against the record as it will be, a field error each.

type Values = Record<string, unknown>;

// The outer row's columns in full: drizzle writes a one-table select's columns bare.
const column = (table: string, name: string) => sql.raw(`"${table}"."${name}"`);

/** The record's value after the write: the input's where it has one, the record's before. */
const merged = (input: Values, before: Values | undefined, field: string) =>
  field in input ? input[field] : before?.[field];

/** ISO times from the contract become Dates for the timestamp columns. */
function withDates(input: Values, fields: readonly string[]): Values {
  const row = { ...input };
  for (const field of fields) {
    const value = row[field];
    if (typeof value === 'string') row[field] = new Date(value);
  }
  return row;
}

export function storeCategoriesServerResource(): ServerResource {
  return {
    definition: storeCategoriesResource,
    store: tableStore(storeCategoriesResource, {
      table: storeCategories,
      computed: {
        products: sql<number>`(select count(*)::int from ${storeProducts} p
          where p.category_id = ${column('store_categories', 'id')} and p.active)`,
      },
      uniqueMessages: { name: 'A category has this name already.' },
    }),
    rules: {
      inUseMessage: 'This category still has products. Move or delete them first.',
    },
  };
}

async function assertCategory(tx: Db, id: unknown) {
  if (id === undefined) return;
  const [found] = await tx
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .where(eq(storeCategories.id, Number(id)));
  if (!found) throw validationFailed({ category_id: 'Choose a category.' });
}

export function storeProductsServerResource(): ServerResource {
  const id = column('store_products', 'id');
  return {
    definition: storeProductsResource,
    store: tableStore(storeProductsResource, {
      table: storeProducts,
      computed: {
        category_name: sql<string>`(select c.name from ${storeCategories} c
          where c.id = ${column('store_products', 'category_id')})`,
        image_url: sql<string | null>`case when ${column('store_products', 'image_key')} is null
          then null else '/files/' || ${column('store_products', 'image_key')} end`,
      },
      sorts: {
        category_name: [
          sql`(select lower(c.name) from ${storeCategories} c
            where c.id = ${column('store_products', 'category_id')})`,
          id,
        ],
      },
    }),
    rules: {
      async beforeCreate(input, { tx }) {
        await assertCategory(tx, input.category_id);
      },
      async beforeUpdate(input, { tx }) {
        await assertCategory(tx, input.category_id);
      },
    },
  };
}

/** An offer is a lower price than the product's, over a period that ends after it starts. */
async function assertOffer(tx: Db, input: Values, before?: Values) {
  const productId = merged(input, before, 'product_id');
  const [product] = await tx
    .select({ priceCents: storeProducts.priceCents })
    .from(storeProducts)
    .where(eq(storeProducts.id, Number(productId)));
  if (!product) throw validationFailed({ product_id: 'Choose a product.' });
  const sale = Number(merged(input, before, 'sale_price_cents'));
  if (sale >= product.priceCents) {
    throw validationFailed({
      sale_price_cents: `Enter a sale price below the product's price (${product.priceCents} cents).`,
    });
  }
  const starts = Date.parse(String(merged(input, before, 'starts_at')));
  const ends = Date.parse(String(merged(input, before, 'ends_at')));
  if (!(ends > starts)) throw validationFailed({ ends_at: 'End the offer after it starts.' });
}

export function storeOffersServerResource(): ServerResource {
  const productId = column('store_offers', 'product_id');
  return {
    definition: storeOffersResource,
    store: tableStore(storeOffersResource, {
      table: storeOffers,
      computed: {
        product_name: sql<string>`(select p.name from ${storeProducts} p where p.id = ${productId})`,
        price_cents: sql<number>`(select p.price_cents from ${storeProducts} p
          where p.id = ${productId})`,
      },
      sorts: {
        product_name: [
          sql`(select lower(p.name) from ${storeProducts} p where p.id = ${productId})`,
        ],
      },
    }),
    rules: {
      toRow: (input) => withDates(input, ['starts_at', 'ends_at']),
      beforeCreate: (input, { tx }) => assertOffer(tx, input),
      beforeUpdate: (input, { tx, before }) => assertOffer(tx, input, before),
    },
  };
}

/** A coupon takes exactly one discount, and ends (if it does) after it starts. */
function assertCoupon(input: Values, before?: Values) {
  if (typeof input.code === 'string') input.code = input.code.trim().toUpperCase();
  const percent = merged(input, before, 'percent_off');
  const amount = merged(input, before, 'amount_off_cents');
  const hasPercent = percent !== null && percent !== undefined;
  const hasAmount = amount !== null && amount !== undefined;
  if (hasPercent === hasAmount) {
    throw validationFailed({
      [hasPercent ? 'amount_off_cents' : 'percent_off']:
        'Give either a percentage or an amount off, not both.',
    });
  }
  const starts = Date.parse(String(merged(input, before, 'starts_at')));
  const endsAt = merged(input, before, 'ends_at');
  if (endsAt !== null && endsAt !== undefined && !(Date.parse(String(endsAt)) > starts)) {
    throw validationFailed({ ends_at: 'End the coupon after it starts.' });
  }
}

export function storeCouponsServerResource(): ServerResource {
  return {
    definition: storeCouponsResource,
    store: tableStore(storeCouponsResource, {
      table: storeCoupons,
      uniqueMessages: { code: 'A coupon has this code already.' },
    }),
    rules: {
      toRow: (input) => withDates(input, ['starts_at', 'ends_at']),
      beforeCreate: (input) => assertCoupon(input),
      beforeUpdate: (input, { before }) => assertCoupon(input, before),
    },
  };
}
