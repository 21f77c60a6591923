import { eq, sql } from 'drizzle-orm';
import type { StoreOrderView } from '#contract/store/storeFulfilment.ts';
import { storeOrdersResource } from '#contract/store/storeOrdersResource.ts';
import { TRACKING_PAGES } from '#contract/trackingNumbers.ts';
import { accounts, storeOrderItems, storeOrders, users } from '#server/db/schema.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

// The outer row's columns in full: drizzle writes a one-table select's columns bare.
const row = (column: string) => sql.raw(`"store_orders"."${column}"`);

const accountName = sql<string>`(select coalesce(a.church_name, a.slug) from ${accounts} a
  where a.id = ${row('account_id')})`;
// The carriers' pages of contract/trackingNumbers.ts; numbers are kept normalized ([0-9A-Z]).
const carrierPages = sql`case ${row('carrier')}
  when 'fedex' then ${TRACKING_PAGES.fedex}::text
  when 'ups' then ${TRACKING_PAGES.ups}::text
  when 'usps' then ${TRACKING_PAGES.usps}::text end`;

/** Which orders each admin view lists (all of them paid: the resource's scope). */
const VIEW_CONDITIONS: Record<StoreOrderView, ReturnType<typeof sql> | undefined> = {
  to_ship: sql`${storeOrders.shipping} = 'to_ship'`,
  shipped: sql`${storeOrders.shipping} = 'shipped'`,
  delivered: sql`${storeOrders.shipping} = 'delivered'`,
  all: undefined,
};

/**
 * Every paid store order for the admin (decision 056), read only through the resource: admins
 * ship and deliver with POST /admin/store_order_transition. Orders not paid (pending, refused)
 * are not there: nothing of theirs is to be sent.
 */
export function storeOrdersServerResource(): ServerResource {
  return {
    definition: storeOrdersResource,
    store: tableStore(storeOrdersResource, {
      table: storeOrders,
      scope: eq(storeOrders.status, 'paid'),
      computed: {
        // The buyer's number (server/store/checkout.ts orderNumberText): SO-<year>-<number>.
        number: sql<string>`'SO-' || extract(year from ${row('created_at')} at time zone 'UTC')::int
          || '-' || lpad(${row('number')}::text, 6, '0')`,
        account_name: accountName,
        account_kind: sql<string>`(select a.kind from ${accounts} a
          where a.id = ${row('account_id')})`,
        buyer_name: sql<string>`coalesce((select concat_ws(' ', u.firstname, u.lastname)
          from ${users} u where u.id = ${row('user_id')}), '')`,
        buyer_email: sql<string>`coalesce((select u.email from ${users} u
          where u.id = ${row('user_id')}), '')`,
        products: sql<string>`coalesce((select string_agg(i.quantity || ' × ' || i.name, ', '
          order by i.id) from ${storeOrderItems} i where i.order_id = ${row('id')}), '')`,
        items: sql<unknown>`coalesce((select json_agg(json_build_object(
          'name', i.name, 'quantity', i.quantity, 'unit_price_cents', i.unit_price_cents,
          'line_total_cents', i.line_total_cents, 'digital', i.file_key is not null)
          order by i.id) from ${storeOrderItems} i where i.order_id = ${row('id')}), '[]'::json)`,
        currency: sql<string>`'usd'`,
        ship_to: sql<string | null>`case when ${row('shipping')} is not null then
          concat_ws(', ', ${row('ship_name')}, ${row('ship_address')},
          nullif(${row('ship_address2')}, ''), ${row('ship_city')},
          ${row('ship_state')} || ' ' || ${row('ship_zip_code')}, ${row('ship_country')}) end`,
        tracking_url: sql<string | null>`(${carrierPages} || ${row('tracking_number')})`,
      },
      sorts: { account_name: [sql`lower(${accountName})`] },
      filters: {
        view: (view: StoreOrderView) => VIEW_CONDITIONS[view],
      },
    }),
  };
}
