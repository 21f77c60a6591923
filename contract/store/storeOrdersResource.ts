import { array, boolean, enums, integer, literal, nullable, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { CARRIERS } from '#contract/cardOrders/cardOrders.ts';
import { STORE_SHIPPING_STATES } from './store.ts';
import { STORE_ORDER_VIEWS } from './storeFulfilment.ts';
import { ACCOUNT_KINDS } from '#contract/users/accountsResource.ts';
import { Count, Id, IsoDateTime } from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

/** One line of a store order as the admin reads it. */
export const StoreOrderRecordItem = object({
  name: string(),
  quantity: Count,
  unit_price_cents: integer(),
  line_total_cents: integer(),
  digital: boolean(),
});
export type StoreOrderRecordItem = Infer<typeof StoreOrderRecordItem>;

/** A paid store order as the admin fulfils it: whose, what, how much, where it ships. */
export const StoreOrderRecord = object({
  id: Id,
  /** `SO-2026-000042`, as the buyer sees it. */
  number: string(),
  account_id: Id,
  account_name: string(),
  account_kind: enums(ACCOUNT_KINDS),
  buyer_name: string(),
  buyer_email: string(),
  /** The products on one line: `2 × Welcome tracts (pack of 50)`. */
  products: string(),
  items: array(StoreOrderRecordItem),
  subtotal_cents: integer(),
  discount_cents: integer(),
  total_cents: integer(),
  currency: literal('usd'),
  coupon_code: nullable(string()),
  card_last4: nullable(string()),
  /** Null for a digital product (decision 056). */
  shipping: nullable(enums(STORE_SHIPPING_STATES)),
  /** Whom it is addressed to. */
  ship_name: nullable(string()),
  /** The whole address on one line: name, street, city, state, zip, country. */
  ship_to: nullable(string()),
  carrier: nullable(enums(CARRIERS)),
  tracking_number: nullable(string()),
  tracking_url: nullable(string()),
  created_at: IsoDateTime,
  paid_at: nullable(IsoDateTime),
  shipped_at: nullable(IsoDateTime),
  delivered_at: nullable(IsoDateTime),
});
export type StoreOrderRecord = Infer<typeof StoreOrderRecord>;

/**
 * Every paid store order (decision 056), read only through the resource: admins ship and
 * deliver with POST /admin/store_order_transition. The filter `view` gives the lists: to_ship
 * (the work to do), shipped, delivered and all; oldest first, as orders are sent in turn.
 */
export const storeOrdersResource = defineResource({
  name: 'store_orders',
  path: '/admin/store/orders',
  record: StoreOrderRecord,
  create: null,
  update: null,
  labelField: 'number',
  sorts: ['created_at', 'paid_at', 'shipped_at', 'total_cents', 'account_name'],
  defaultSort: { sort: 'created_at', direction: 'asc' },
  search: ['ship_name', 'tracking_number'],
  filters: {
    view: enums(STORE_ORDER_VIEWS),
    account_id: Id,
  },
  unique: [],
  access: { list: ['admin'], get: ['admin'] },
  display: {
    columns: [
      'number',
      'account_name',
      'buyer_name',
      'products',
      'total_cents',
      'shipping',
      'created_at',
    ],
    linkColumn: 'number',
    valueLabels: {
      shipping: 'shippingStates',
      view: 'views',
      account_kind: 'accountKinds',
    },
    facts: ['created_at', 'paid_at', 'shipped_at', 'delivered_at'],
  },
});
