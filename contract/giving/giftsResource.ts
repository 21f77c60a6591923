import { enums, integer, literal, nullable, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { DONATION_INTERVALS, DONATION_STATUSES } from './donations.ts';
import { Id, IsoDateTime } from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

/** A gift as the admin lists it: who gave, how much, how often, where it stands. */
export const GiftRecord = object({
  id: Id,
  donor_name: string(),
  donor_email: string(),
  /** The gift without the covered fee, and the fee; each charge is their sum. */
  amount_cents: integer(),
  fee_cents: integer(),
  total_cents: integer(),
  currency: literal('usd'),
  interval: enums(DONATION_INTERVALS),
  status: enums(DONATION_STATUSES),
  /** The signed-in donor's account; null for a public gift. */
  account_id: nullable(Id),
  account_name: nullable(string()),
  /** Successful charges so far (a monthly gift's months). */
  charges_count: integer(),
  next_charge_at: nullable(IsoDateTime),
  canceled_at: nullable(IsoDateTime),
  created_at: IsoDateTime,
});
export type GiftRecord = Infer<typeof GiftRecord>;

/** Every gift (issue 10: admins see gifts in a read-only resource). */
export const giftsResource = defineResource({
  name: 'gifts',
  path: '/admin/gifts',
  record: GiftRecord,
  create: null,
  update: null,
  labelField: 'donor_name',
  sorts: ['created_at', 'total_cents', 'donor_name', 'status'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['donor_name', 'donor_email'],
  filters: { interval: enums(DONATION_INTERVALS), status: enums(DONATION_STATUSES) },
  unique: [],
  access: { list: ['admin'] },
  display: {
    columns: ['created_at', 'donor_name', 'donor_email', 'total_cents', 'interval', 'status'],
    valueLabels: { interval: 'intervals', status: 'statuses' },
  },
});
