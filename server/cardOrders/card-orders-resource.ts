import { inArray, sql } from 'drizzle-orm';
import { CARD_ORDER_VIEW_STATES, CARDS_PER_PACK } from '#contract/cardOrders/cardOrders.ts';
import type { CardOrderView } from '#contract/cardOrders/cardOrders.ts';
import { cardOrdersResource } from '#contract/cardOrders/cardOrdersResource.ts';
import { shortCodePath } from '#contract/shortCodes/shortCodes.ts';
import { TRACKING_PAGES } from '#contract/trackingNumbers.ts';
import { accounts, cardOrders, qrCodes, users } from '#server/db/schema.ts';
import { PROOFED_STATES } from './card-order-states.ts';
import type { ServerResource } from '#server/resources/resourceRoutes.ts';
import { tableStore } from '#server/resources/tableStore.ts';

// The outer row's columns in full: drizzle writes a one-table select's columns bare.
const row = (column: string) => sql.raw(`"card_orders"."${column}"`);

const accountName = sql<string>`(select coalesce(a.church_name, a.slug) from ${accounts} a
  where a.id = ${row('account_id')})`;
const code = sql<string>`(select c.code from ${qrCodes} c where c.id = ${row('qr_code_id')})`;
// The carriers' pages of contract/trackingNumbers.ts; numbers are kept normalized ([0-9A-Z]).
const carrierPages = sql`case ${row('carrier')}
  when 'fedex' then ${TRACKING_PAGES.fedex}::text
  when 'ups' then ${TRACKING_PAGES.ups}::text
  when 'usps' then ${TRACKING_PAGES.usps}::text end`;

/**
 * Every card order for the admin, read only through the resource (decision 020): admins move
 * orders with POST /admin/card_order_transition. The filter `view` is the admin's three lists.
 */
export function cardOrdersServerResource(appUrl: string): ServerResource {
  return {
    definition: cardOrdersResource,
    store: tableStore(cardOrdersResource, {
      table: cardOrders,
      computed: {
        number: sql<string>`'CO-' || lpad(${row('id')}::text, 6, '0')`,
        account_name: accountName,
        account_kind: sql<string>`(select a.kind from ${accounts} a
          where a.id = ${row('account_id')})`,
        orderer_name: sql<string>`coalesce((select concat_ws(' ', u.firstname, u.lastname)
          from ${users} u where u.id = ${row('user_id')}), '')`,
        orderer_email: sql<string>`coalesce((select u.email from ${users} u
          where u.id = ${row('user_id')}), '')`,
        cards: sql<number>`(${row('packs')} * ${CARDS_PER_PACK})`,
        currency: sql<string>`'USD'`,
        ship_to: sql<string>`concat_ws(', ', ${row('ship_name')}, ${row('ship_address')},
          nullif(${row('ship_address2')}, ''), ${row('ship_city')},
          ${row('ship_state')} || ' ' || ${row('ship_zip_code')}, ${row('ship_country')})`,
        short_code: code,
        short_url: sql<string>`${`${appUrl}${shortCodePath('')}`} || ${code}`,
        proof_available: sql<boolean>`(${row('state')} in (${sql.join(
          PROOFED_STATES.map((state) => sql`${state}`),
          sql`, `,
        )}))`,
        tracking_url: sql<string | null>`(${carrierPages} || ${row('tracking_number')})`,
      },
      sorts: { account_name: [sql`lower(${accountName})`] },
      filters: {
        view: (view: CardOrderView) => inArray(cardOrders.state, [...CARD_ORDER_VIEW_STATES[view]]),
      },
    }),
  };
}
