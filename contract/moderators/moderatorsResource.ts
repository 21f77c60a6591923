import { enums, nullable, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { CHURCH_MODERATOR_STATUSES } from './moderators.ts';
import { Id, IsoDateTime } from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

/** A church's moderator or invited person, as the admin sees every church's. */
export const ModeratorRecord = object({
  id: Id,
  account_id: Id,
  account_name: string(),
  email: string(),
  user_id: nullable(Id),
  /** The person's name once they have an account; null for an invitation not yet accepted. */
  user_name: nullable(string()),
  status: enums(CHURCH_MODERATOR_STATUSES),
  created_at: IsoDateTime,
  accepted_at: nullable(IsoDateTime),
});
export type ModeratorRecord = Infer<typeof ModeratorRecord>;

/**
 * Every church's moderators with their status (spec: admin moderators). Churches invite and
 * remove their own; the admin reads them all and can remove one.
 */
export const moderatorsResource = defineResource({
  name: 'moderators',
  path: '/admin/moderators',
  record: ModeratorRecord,
  create: null,
  update: null,
  labelField: 'email',
  sorts: ['email', 'account_name', 'status', 'created_at'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: ['email'],
  filters: { status: enums(CHURCH_MODERATOR_STATUSES), account_id: Id },
  unique: [],
  access: { list: ['admin'], get: ['admin'], delete: ['admin'] },
  display: {
    columns: ['email', 'user_name', 'account_name', 'status', 'created_at', 'accepted_at'],
    linkColumn: 'email',
    valueLabels: { status: 'statuses' },
    references: {
      account_id: { resource: 'accounts', labelField: 'name', shownAs: 'account_name' },
    },
    facts: ['account_name', 'user_name', 'status', 'created_at', 'accepted_at'],
  },
});
