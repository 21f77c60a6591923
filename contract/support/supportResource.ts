import { enums, nullable, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { adminOnly, defineResource } from '#contract/resources/defineResource.ts';
import { APP_LOCALES } from '#contract/locales.ts';
import { Count, Id, IsoDateTime } from '#contract/validation.ts';
import { SUPPORT_AGES, SUPPORT_STATES, SUPPORT_VIEWS } from './support.ts';

/** A support request as the admin's queue lists it (decision 077). */
export const SupportRequestRecord = object({
  id: Id,
  /** `SR-000042`. */
  number: string(),
  subject: string(),
  state: enums(SUPPORT_STATES),
  language: enums(APP_LOCALES),
  person_name: string(),
  person_email: string(),
  church_name: string(),
  assigned_user_id: nullable(Id),
  assigned_name: nullable(string()),
  created_at: IsoDateTime,
  first_answer_at: nullable(IsoDateTime),
  /** Seconds from asking to the first answer, less the time waiting on the person. */
  first_answer_seconds: nullable(Count),
  last_message_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type SupportRequestRecord = Infer<typeof SupportRequestRecord>;

/**
 * The admin's support queue (spec: support requests; issue 27), read only through the resource:
 * answers, moves and assignment are the calls of contract/support/calls.ts. Filters: the view
 * (active, done, all), the state, the age (asked within a day, a week, or longer ago) and who
 * it is assigned to (`assigned_user_id`; `unassigned` for nobody).
 */
export const supportRequestsResource = defineResource({
  name: 'support_requests',
  path: '/admin/support_requests',
  record: SupportRequestRecord,
  create: null,
  update: null,
  labelField: 'number',
  sorts: ['created_at', 'last_message_at', 'state', 'first_answer_seconds'],
  defaultSort: { sort: 'created_at', direction: 'asc' },
  search: ['subject', 'person_email', 'church_name'],
  filters: {
    view: enums(SUPPORT_VIEWS),
    state: enums(SUPPORT_STATES),
    age: enums(SUPPORT_AGES),
    assigned_user_id: Id,
    unassigned: enums(['yes']),
  },
  unique: [],
  access: adminOnly('list', 'get'),
  display: {
    columns: [
      'number',
      'subject',
      'state',
      'church_name',
      'assigned_name',
      'created_at',
      'first_answer_seconds',
    ],
    linkColumn: 'number',
    valueLabels: { state: 'states', view: 'views', age: 'ages', unassigned: 'unassigned' },
    languageFields: ['language'],
    facts: ['person_name', 'person_email', 'church_name', 'created_at', 'first_answer_at'],
  },
});
