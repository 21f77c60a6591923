import type { FastifyInstance } from 'fastify';
import { sqlState } from '#server/db/sql-state.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import type { IdInput, ResourceDefinition } from '#contract/resources/defineResource.ts';
import { resourceEndpoints } from '#contract/resources/defineResource.ts';
import type { Role } from '#contract/roles.ts';
import type { AuthUser } from '#server/auth/authenticate.ts';
import type { Db } from '#server/db/database.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, notFound } from '#server/http/api-error.ts';
import { defineRoute } from '#server/http/route.ts';
import { recordActivity } from './activityLog.ts';
import type { ListRequest, TableStore } from './tableStore.ts';

type Values = Record<string, unknown>;
type Rec = Values & { id: number };

/** What a rule of a resource sees: the transaction, who acts, and the record as it was. */
export type WriteContext = {
  tx: Db;
  actor: AuthUser;
  now: Date;
  /** The record before the write (update and delete). */
  before?: Rec;
};

/**
 * What a resource adds to the generic routes, each optional. Rules run inside the write's
 * transaction, before it, and refuse by throwing an ApiError (a field error or a conflict).
 */
export type ResourceRules = {
  /** The row to write (SQL column names) from the checked input; default: the input itself. */
  toRow?: (input: Values, context: WriteContext) => Values | Promise<Values>;
  beforeCreate?: (input: Values, context: WriteContext) => Promise<void> | void;
  beforeUpdate?: (input: Values, context: WriteContext & { before: Rec }) => Promise<void> | void;
  beforeDelete?: (context: WriteContext & { before: Rec }) => Promise<void> | void;
  /** After the row is gone, in the same transaction (rows that follow it, such as a status). */
  afterDelete?: (context: WriteContext & { before: Rec }) => Promise<void> | void;
  /** After the write, still in its transaction (e.g. queue a mail). */
  afterCreate?: (record: Rec, input: Values, context: WriteContext) => Promise<void> | void;
  /** After an update, still in its transaction (rows that follow it, such as a status). */
  afterUpdate?: (record: Rec, context: WriteContext & { before: Rec }) => Promise<void> | void;
  /** After the write's transaction has committed (e.g. send the mail it queued). */
  afterCommit?: () => void;
  /** The refusal when the record is still referenced elsewhere (a foreign key holds it). */
  inUseMessage?: string;
};

/** A resource as the server serves it: its contract definition, its table and its rules. */
export type ServerResource = {
  definition: ResourceDefinition;
  store: TableStore;
  rules?: ResourceRules;
};

/** Fields whose change is bookkeeping, not news for the activity log. */
const BOOKKEEPING_FIELDS = new Set(['updated_at']);

/** Strings arrive trimmed at the table: '  Grace  ' and 'Grace' are one name. */
function trimmed(input: Values): Values {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  );
}

/** The stored fields a write changed (computed ones follow from them and are left out). */
function changedFields(before: Rec, after: Rec, computed: ReadonlySet<string>): string[] {
  return Object.keys(after).filter(
    (field) =>
      !BOOKKEEPING_FIELDS.has(field) &&
      !computed.has(field) &&
      JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

/**
 * The list, get, create, update and delete routes of a resource, each on `defineRoute` with the
 * roles its definition allows (an action nobody may do has no route). Every write runs in one
 * transaction with its row in the activity log.
 */
export function registerResource(app: FastifyInstance, deps: Deps, resource: ServerResource) {
  const { definition, store, rules = {} } = resource;
  const endpoints = resourceEndpoints(definition) as Partial<
    Record<string, Endpoint<unknown, unknown>>
  >;
  const access = (action: keyof typeof definition.access) =>
    definition.access[action] as readonly Role[];
  const label = (record: Rec) => String(record[definition.labelField] ?? record.id);
  const missing = () => notFound('This record does not exist (any more).');

  async function findOrFail(db: Db, id: number): Promise<Rec> {
    const record = (await store.get(db, id)) as Rec | null;
    if (!record) throw missing();
    return record;
  }

  /** A write in its transaction; a clash the checks could not see (a race) is still a 409. */
  async function write<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    try {
      const result = await deps.db.transaction(fn);
      rules.afterCommit?.();
      return result;
    } catch (error) {
      const state = sqlState(error);
      if (state === '23505') throw conflict('This value is already in use.');
      if (state === '23503') {
        throw conflict(rules.inUseMessage ?? 'Other records still use this one.');
      }
      throw error;
    }
  }

  if (endpoints.list) {
    defineRoute(app, deps, {
      endpoint: endpoints.list,
      access: access('list'),
      handler: ({ body }) => store.list(deps.db, body as ListRequest),
    });
  }

  if (endpoints.get) {
    defineRoute(app, deps, {
      endpoint: endpoints.get,
      access: access('get'),
      handler: ({ body }) => findOrFail(deps.db, (body as IdInput).id),
    });
  }

  if (endpoints.create) {
    defineRoute(app, deps, {
      endpoint: endpoints.create,
      access: access('create'),
      handler: ({ body, user }) =>
        write(async (tx) => {
          const now = deps.clock.now();
          const input = trimmed(body as Values);
          const context: WriteContext = { tx, actor: user, now };
          await rules.beforeCreate?.(input, context);
          await store.assertUnique(tx, input);
          const id = await store.insert(tx, (await rules.toRow?.(input, context)) ?? input);
          const record = await findOrFail(tx, id);
          await recordActivity(
            tx,
            {
              actorId: user.id,
              action: 'create',
              resource: definition.name,
              recordId: id,
              recordLabel: label(record),
              changedFields: Object.keys(input).filter((field) => input[field] != null),
            },
            now,
          );
          await rules.afterCreate?.(record, input, context);
          return record;
        }),
    });
  }

  if (endpoints.update) {
    defineRoute(app, deps, {
      endpoint: endpoints.update,
      access: access('update'),
      handler: ({ body, user }) =>
        write(async (tx) => {
          const now = deps.clock.now();
          const { id, ...fields } = trimmed(body as Values) as Values & IdInput;
          const before = await findOrFail(tx, id);
          const context = { tx, actor: user, now, before };
          await rules.beforeUpdate?.(fields, context);
          await store.assertUnique(tx, fields, id);
          await store.update(tx, id, (await rules.toRow?.(fields, context)) ?? fields, now);
          const after = await findOrFail(tx, id);
          await rules.afterUpdate?.(after, context);
          const changed = changedFields(before, after, store.computedFields);
          if (changed.length > 0) {
            await recordActivity(
              tx,
              {
                actorId: user.id,
                action: 'update',
                resource: definition.name,
                recordId: id,
                recordLabel: label(after),
                changedFields: changed,
              },
              now,
            );
          }
          return after;
        }),
    });
  }

  if (endpoints.delete) {
    defineRoute(app, deps, {
      endpoint: endpoints.delete,
      access: access('delete'),
      handler: ({ body, user }) =>
        write(async (tx) => {
          const now = deps.clock.now();
          const { id } = body as IdInput;
          const before = await findOrFail(tx, id);
          await rules.beforeDelete?.({ tx, actor: user, now, before });
          await store.remove(tx, id);
          await rules.afterDelete?.({ tx, actor: user, now, before });
          await recordActivity(
            tx,
            {
              actorId: user.id,
              action: 'delete',
              resource: definition.name,
              recordId: id,
              recordLabel: label(before),
              changedFields: [],
            },
            now,
          );
          return { ok: true as const, message: 'Deleted.' };
        }),
    });
  }
}
