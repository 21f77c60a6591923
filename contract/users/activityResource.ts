import { array, enums, nullable, object, pattern, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Id, IsoDateTime } from '#contract/validation.ts';
import { defineResource } from '#contract/resources/defineResource.ts';

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** A resource's name (`users`, `accounts`…): every resource's writes are in the log. */
export const ResourceName = pattern(size(string(), 1, 64), /^[a-z][a-z_]*$/);

/** One write to a resource: who, what, which record, when, and the fields it changed. */
export const ActivityRecord = object({
  id: Id,
  /** Null once the person who did it has been deleted; their name stays. */
  actor_user_id: nullable(Id),
  actor_name: string(),
  action: enums(ACTIVITY_ACTIONS),
  resource: string(),
  record_id: Id,
  /** What the record was called when it was written (a deleted record keeps its name here). */
  record_label: string(),
  changed_fields: array(string()),
  created_at: IsoDateTime,
});
export type ActivityRecord = Infer<typeof ActivityRecord>;

/** Whose writes a list shows: everyone's, or those of the churches' approved moderators. */
export const ACTIVITY_ACTORS = ['moderators'] as const;

/** The activity log: read only, newest first; the server writes it with every resource write. */
export const activityResource = defineResource({
  name: 'activity',
  path: '/admin/activity',
  record: ActivityRecord,
  create: null,
  update: null,
  labelField: 'record_label',
  sorts: ['created_at'],
  defaultSort: { sort: 'created_at', direction: 'desc' },
  search: [],
  filters: {
    resource: ResourceName,
    action: enums(ACTIVITY_ACTIONS),
    record_id: Id,
    actors: enums(ACTIVITY_ACTORS),
  },
  unique: [],
  access: { list: ['admin'] },
  display: {
    columns: ['created_at', 'actor_name', 'action', 'resource', 'record_label'],
    valueLabels: { action: 'actionNames', resource: 'resources', actors: 'actorGroups' },
  },
});
