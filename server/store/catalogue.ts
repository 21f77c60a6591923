import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  StoreCatalogueResponse,
  StoreItem,
  StoreProductsResponse,
} from '#contract/store/store.ts';
import { STORE_PAGE_SIZE } from '#contract/store/store.ts';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/http/api-error.ts';
import { fileUrl } from '#server/church/church-profile.ts';

type ItemRow = {
  id: number;
  category_id: number;
  category_name: string;
  name: string;
  description: string;
  price_cents: number;
  image_key: string | null;
  digital: boolean;
  sale_price_cents: number | null;
  offer_starts_at: Date | string | null;
  offer_ends_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toItem(row: ItemRow): StoreItem {
  return {
    id: Number(row.id),
    category_id: Number(row.category_id),
    category_name: row.category_name,
    name: row.name,
    description: row.description,
    price_cents: Number(row.price_cents),
    offer:
      row.sale_price_cents !== null && row.offer_starts_at && row.offer_ends_at
        ? {
            sale_price_cents: Number(row.sale_price_cents),
            starts_at: iso(row.offer_starts_at),
            ends_at: iso(row.offer_ends_at),
          }
        : null,
    image_url: fileUrl(row.image_key),
    digital: row.digital === true,
  };
}

/**
 * The active products matching `where`, each with the offer that applies at `now` (the lowest
 * sale price when offers overlap): an offer applies from its start up to, not including, its end.
 */
function itemsQuery(now: Date, where: SQL, tail: SQL): SQL {
  const at = now.toISOString();
  return sql`
    select p.id, p.category_id, c.name as category_name, p.name, p.description, p.price_cents,
      p.image_key, (p.file_key is not null) as digital,
      o.sale_price_cents, o.starts_at as offer_starts_at, o.ends_at as offer_ends_at
    from store_products p
    join store_categories c on c.id = p.category_id
    left join lateral (
      select so.sale_price_cents, so.starts_at, so.ends_at from store_offers so
      where so.product_id = p.id and so.starts_at <= ${at}::timestamptz
        and so.ends_at > ${at}::timestamptz
      order by so.sale_price_cents, so.ends_at limit 1
    ) o on true
    where p.active and ${where}
    ${tail}`;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** GET /store/products: a page of the active products, of one category or all, by name. */
export async function storeProducts(
  db: Db,
  now: Date,
  request: { category_id?: number; page?: number; page_size?: number },
): Promise<StoreProductsResponse> {
  const pageSize = request.page_size ?? STORE_PAGE_SIZE.default;
  const page = request.page ?? 1;
  let category: StoreProductsResponse['category'] = null;
  if (request.category_id !== undefined) {
    const [found] = await rowsOf<{ id: number; name: string; description: string }>(
      db,
      sql`select id, name, description from store_categories where id = ${request.category_id}`,
    );
    if (!found) throw notFound('There is no such category in the store.');
    category = { id: Number(found.id), name: found.name, description: found.description };
  }
  const where =
    request.category_id === undefined ? sql`true` : sql`p.category_id = ${request.category_id}`;
  const [rows, [count]] = await Promise.all([
    rowsOf<ItemRow>(
      db,
      itemsQuery(
        now,
        where,
        sql`order by p.name, p.id limit ${pageSize} offset ${(page - 1) * pageSize}`,
      ),
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from store_products p where p.active and ${where}`,
    ),
  ]);
  return { category, items: rows.map(toItem), total: Number(count?.n ?? 0) };
}

/** One active product with its offer now, or null. */
export async function storeItem(db: Db, now: Date, id: number): Promise<StoreItem | null> {
  const [row] = await rowsOf<ItemRow>(db, itemsQuery(now, sql`p.id = ${id}`, sql``));
  return row ? toItem(row) : null;
}

/** GET /store/special_offers: the products whose offer applies now, the soonest to end first. */
export async function specialOffers(db: Db, now: Date): Promise<StoreItem[]> {
  const rows = await rowsOf<ItemRow>(
    db,
    itemsQuery(now, sql`o.sale_price_cents is not null`, sql`order by o.ends_at, p.name limit 100`),
  );
  return rows.map(toItem);
}

/** GET /store/catalogue: categories with active products, each shown by one product's picture. */
export async function storeCatalogue(db: Db, now: Date): Promise<StoreCatalogueResponse> {
  const at = now.toISOString();
  const [categories, [offers]] = await Promise.all([
    rowsOf<{
      id: number;
      name: string;
      description: string;
      products: number;
      image_key: string | null;
    }>(
      db,
      sql`select c.id, c.name, c.description, count(p.id)::int as products,
          (select p2.image_key from store_products p2 where p2.category_id = c.id and p2.active
            and p2.image_key is not null order by p2.name, p2.id limit 1) as image_key
        from store_categories c
        join store_products p on p.category_id = c.id and p.active
        group by c.id
        order by c.position, c.name, c.id`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(distinct so.product_id)::int as n from store_offers so
        join store_products p on p.id = so.product_id and p.active
        where so.starts_at <= ${at}::timestamptz and so.ends_at > ${at}::timestamptz`,
    ),
  ]);
  return {
    categories: categories.map((row) => ({
      id: Number(row.id),
      name: row.name,
      description: row.description,
      products: Number(row.products),
      image_url: fileUrl(row.image_key),
    })),
    offers: Number(offers?.n ?? 0),
  };
}
