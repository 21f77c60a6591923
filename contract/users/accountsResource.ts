import { enums, nullable, object, optional, partial, string } from 'superstruct';
import type { Infer } from 'superstruct';
import {
  BILLING_INTERVALS,
  CHURCH_STATUSES,
  MEMBERSHIP_STATES,
} from '#contract/account/profile.ts';
import {
  Count,
  HttpUrl,
  Id,
  IsoDateTime,
  LIMITS,
  requiredText,
  Slug,
} from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

/** Who an account is: a church, an individual, or the organisation itself. */
export const ACCOUNT_KINDS = ['church', 'individual', 'organisation'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const AccountMembership = object({
  state: enums(MEMBERSHIP_STATES),
  plan_name: nullable(string()),
  /** The plan's tier, which the app names in the reader's language (plan_name is English). */
  plan_tier: nullable(string()),
  plan_interval: nullable(enums(BILLING_INTERVALS)),
  current_period_end: nullable(IsoDateTime),
});
export type AccountMembership = Infer<typeof AccountMembership>;

/** An account as the admin lists and edits it, with its user count and membership. */
export const AccountRecord = object({
  id: Id,
  slug: string(),
  kind: enums(ACCOUNT_KINDS),
  /** The church name, or the web address for an account without one. */
  name: string(),
  church_name: nullable(string()),
  church_website: nullable(string()),
  church_phone: nullable(string()),
  church_status: nullable(enums(CHURCH_STATUSES)),
  users_count: Count,
  membership: nullable(AccountMembership),
  created_at: IsoDateTime,
});
export type AccountRecord = Infer<typeof AccountRecord>;

const PHONE_MAX = 40;

export const AccountCreate = object({
  slug: Slug,
  kind: enums(ACCOUNT_KINDS),
  church_name: optional(nullable(requiredText(LIMITS.name))),
  church_website: optional(nullable(HttpUrl)),
  church_phone: optional(nullable(requiredText(PHONE_MAX))),
  church_status: optional(nullable(enums(CHURCH_STATUSES))),
});
export type AccountCreate = Infer<typeof AccountCreate>;

/** The same fields, each optional: only those sent change. */
export const AccountUpdate = partial(AccountCreate);
export type AccountUpdate = Infer<typeof AccountUpdate>;

/** Churches, individuals and the organisation: who users belong to and who pays. */
export const accountsResource = defineResource({
  name: 'accounts',
  path: '/admin/accounts',
  record: AccountRecord,
  create: AccountCreate,
  update: AccountUpdate,
  labelField: 'name',
  sorts: ['name', 'slug', 'users_count', 'created_at'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['church_name', 'slug'],
  filters: { kind: enums(ACCOUNT_KINDS), church_status: enums(CHURCH_STATUSES) },
  unique: ['slug'],
  access: {
    list: ['admin'],
    get: ['admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  display: {
    columns: ['name', 'slug', 'kind', 'church_status', 'users_count', 'created_at'],
    linkColumn: 'name',
    valueLabels: { kind: 'kinds', church_status: 'statuses' },
    formOrder: ['church_name', 'slug', 'kind', 'church_status', 'church_website', 'church_phone'],
    facts: ['users_count', 'created_at'],
  },
});
