import { boolean, enums, integer, literal, nullable, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { CARD_LOCALES, CARD_ORDER_STATES, CARD_ORDER_VIEWS, CARRIERS } from './cardOrders.ts';
import { ACCOUNT_KINDS } from '#contract/users/accountsResource.ts';
import { Count, Id, IsoDateTime } from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

/** A card order as the admin lists it: whose, how many, where it stands, where it ships. */
export const CardOrderRecord = object({
  id: Id,
  /** `CO-000042`. */
  number: string(),
  account_id: Id,
  account_name: string(),
  /** A church's order or an individual's. */
  account_kind: enums(ACCOUNT_KINDS),
  orderer_name: string(),
  orderer_email: string(),
  state: enums(CARD_ORDER_STATES),
  packs: Count,
  cards: Count,
  amount_cents: integer(),
  currency: literal('USD'),
  locale: enums(CARD_LOCALES),
  church_name: string(),
  /** The shipping address on one line: name, street, city, state, zip, country. */
  ship_to: string(),
  short_code: string(),
  short_url: string(),
  proof_available: boolean(),
  carrier: nullable(enums(CARRIERS)),
  tracking_number: nullable(string()),
  tracking_url: nullable(string()),
  created_at: IsoDateTime,
  paid_at: nullable(IsoDateTime),
  approved_at: nullable(IsoDateTime),
  shipped_at: nullable(IsoDateTime),
  delivered_at: nullable(IsoDateTime),
  cancelled_at: nullable(IsoDateTime),
  updated_at: IsoDateTime,
});
export type CardOrderRecord = Infer<typeof CardOrderRecord>;

/**
 * Every card order (spec: admin cardOrder). Read only through the resource: admins move orders
 * with POST /admin/card_order_transition and download print files with
 * GET /admin/card_order_print_files. The filter `view` gives the three lists: new (approved,
 * waiting for print), in_progress, history (CARD_ORDER_VIEW_STATES).
 */
export const cardOrdersResource = defineResource({
  name: 'card_orders',
  path: '/admin/card_orders',
  record: CardOrderRecord,
  create: null,
  update: null,
  labelField: 'number',
  sorts: ['created_at', 'updated_at', 'account_name', 'state', 'packs'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['church_name', 'tracking_number'],
  filters: {
    view: enums(CARD_ORDER_VIEWS),
    state: enums(CARD_ORDER_STATES),
    account_id: Id,
  },
  unique: [],
  access: { list: ['admin'], get: ['admin'] },
  display: {
    columns: ['number', 'church_name', 'state', 'packs', 'amount_cents', 'created_at'],
    linkColumn: 'number',
    valueLabels: { state: 'states', view: 'views', carrier: 'carriers' },
    facts: [
      'account_name',
      'orderer_name',
      'orderer_email',
      'ship_to',
      'short_url',
      'carrier',
      'tracking_number',
      'created_at',
      'paid_at',
      'approved_at',
      'shipped_at',
      'delivered_at',
    ],
  },
});
