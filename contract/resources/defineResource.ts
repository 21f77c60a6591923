import {
  array as arrayOf,
  assign,
  enums,
  integer,
  object,
  optional,
  refine,
  size,
  string,
} from 'superstruct';
import type { Infer, Struct } from 'superstruct';
import { OkResponse } from '#contract/common.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import type { Role } from '#contract/roles.ts';
import { Count, Id } from '#contract/validation.ts';

/** What a person can do with the records of a resource. */
export const RESOURCE_ACTIONS = ['list', 'get', 'create', 'update', 'delete'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The largest page a list answers, and the deepest page it can be asked for. */
export const LIST_LIMITS = { pageSize: 100, page: 100_000, search: 100 } as const;

const Page = refine(integer(), 'page', (value) =>
  value >= 1 && value <= LIST_LIMITS.page ? true : `Use a page from 1 to ${LIST_LIMITS.page}.`,
);
const PageSize = refine(integer(), 'page_size', (value) =>
  value >= 1 && value <= LIST_LIMITS.pageSize
    ? true
    : `Use a page size from 1 to ${LIST_LIMITS.pageSize}.`,
);
const SearchText = size(string(), 0, LIST_LIMITS.search);

/** A record of any resource: it has a numeric id. */
export type ResourceRecord = { id: number };

// Structs are invariant in their type: a struct of any type is written with `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;
type AnyObjectSchema = Record<string, AnyStruct>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEndpoint = Endpoint<any, any>;

/** The structs of a list's filters: each narrows the list to one value (a role, a state, an id). */
export type FilterStructs = Record<string, AnyStruct>;

/**
 * How the admin screens show a resource. Data only: the server ignores it, and the kinds of
 * columns and fields (a date, an email, a choice) come from the structs, not from here.
 */
export type ResourceDisplay<Rec> = {
  /** The list's columns, in order: record fields, or names of `combined`. */
  columns: readonly string[];
  /** Columns made of several record fields joined by a space (a user's name). */
  combined?: Readonly<Record<string, readonly (keyof Rec & string)[]>>;
  /** The column whose cell links to the record's page. */
  linkColumn?: string;
  /**
   * Fields and filters whose values are shown translated: name → the group of keys under
   * `resources.<name>.` that holds one text per value (`state: 'states'` reads
   * `resources.users.states.active`).
   */
  valueLabels?: Readonly<Record<string, string>>;
  /**
   * Fields whose values are the app's languages (en, es, fr, ko): each shown in its own name, as
   * the language switcher shows them, and preset on a create form to the language the admin
   * is using.
   */
  languageFields?: readonly (keyof Rec & string)[];
  /**
   * Fields that hold the id of another resource's record, picked from that resource's list:
   * field → the resource's name, the record field that names it and the field shown beside the
   * id in this resource's records (a user's `account_id` and `account_name`).
   */
  references?: Partial<
    Record<
      keyof Rec & string,
      {
        resource: string;
        labelField: string;
        shownAs?: keyof Rec & string;
        /**
         * Offer only the other resource's records that share this field's value with the
         * record (its list filtered by it): a QR code leads to a video of its own church.
         */
        within?: keyof Rec & string;
      }
    >
  >;
  /** The order of the form's fields (the create struct's order by default). */
  formOrder?: readonly string[];
  /** Record fields shown read-only on the record's page (dates, counts). */
  facts?: readonly (keyof Rec & string)[];
  /** The fields that make a record's title on its page (the label field by default). */
  titleFields?: readonly (keyof Rec & string)[];
};

/** Who may do what; an action nobody may do has no endpoint at all. */
export type ResourceAccess = Partial<Record<ResourceAction, readonly Role[]>>;

/**
 * One resource, declared once: its record, what creating and updating it take, how its list is
 * queried, and who may do what. The server routes, the typed client calls and the generic
 * screens all come from this.
 */
export type ResourceDefinition<
  Name extends string = string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Rec extends ResourceRecord = any,
  Create = any, // eslint-disable-line @typescript-eslint/no-explicit-any
  Update = any, // eslint-disable-line @typescript-eslint/no-explicit-any
  Sort extends string = string,
  Filters extends FilterStructs = FilterStructs,
  Access extends ResourceAccess = ResourceAccess,
> = {
  /** The resource's name: its locale keys (`resources.<name>.…`) and its activity-log name. */
  name: Name;
  /** Where its endpoints live: `<path>/list`, `<path>/get`… */
  path: string;
  record: Struct<Rec, unknown>;
  /** An object struct, or null when records are not created through the resource. */
  create: Struct<Create, AnyObjectSchema> | null;
  /** An object struct whose fields are all optional: only those sent change. */
  update: Struct<Update, AnyObjectSchema> | null;
  /** The record field that names a record (in the activity log, in 'Are you sure?'). */
  labelField: keyof Rec & string;
  /** The orders the list can be sorted in, and the one it starts in. */
  sorts: readonly Sort[];
  defaultSort: { sort: Sort; direction: SortDirection };
  /** The record fields the text search looks in (none: the list has no search). */
  search: readonly (keyof Rec & string)[];
  filters: Filters;
  /** Fields that no two records may share; a clash is a field error, not a 500. */
  unique: readonly (keyof Rec & string)[];
  access: Access;
  /** How the admin screens show it (columns, links, translated values, references). */
  display?: ResourceDisplay<Rec>;
};

/** What a list of the resource takes: a page, its sort, a search and its filters. */
export type ListInput<Sort extends string, Filters extends FilterStructs> = {
  page: number;
  page_size: number;
  sort?: Sort;
  direction?: SortDirection;
  q?: string;
} & { [K in keyof Filters]?: Infer<Filters[K]> };

export type ListAnswer<Rec> = { items: Rec[]; total: number };

export type IdInput = { id: number };
export const IdInput = object({ id: Id });

type DefinitionTypes<D> =
  D extends ResourceDefinition<
    infer Name,
    infer Rec,
    infer Create,
    infer Update,
    infer Sort,
    infer Filters,
    infer Access
  >
    ? {
        name: Name;
        rec: Rec;
        create: Create;
        update: Update;
        sort: Sort;
        filters: Filters;
        access: Access;
      }
    : never;

/** The endpoint of each action, typed by the definition. */
export type ResourceEndpointOf<D, A extends ResourceAction> = {
  list: Endpoint<
    ListInput<DefinitionTypes<D>['sort'], DefinitionTypes<D>['filters']>,
    ListAnswer<DefinitionTypes<D>['rec']>
  >;
  get: Endpoint<IdInput, DefinitionTypes<D>['rec']>;
  create: Endpoint<DefinitionTypes<D>['create'], DefinitionTypes<D>['rec']>;
  update: Endpoint<IdInput & DefinitionTypes<D>['update'], DefinitionTypes<D>['rec']>;
  delete: Endpoint<IdInput, OkResponse>;
}[A];

type ActionsOf<D> = keyof DefinitionTypes<D>['access'] & ResourceAction;

/** The endpoints of the actions the definition allows, by action. */
export type ResourceEndpoints<D> = { [A in ActionsOf<D>]: ResourceEndpointOf<D, A> };

/** The same endpoints, named for the contract's endpoint table: `usersList`, `usersGet`… */
export type ResourceEndpointTable<D> = {
  [A in ActionsOf<D> as `${DefinitionTypes<D>['name']}${Capitalize<A>}`]: ResourceEndpointOf<D, A>;
};

/** Declares a resource (the type parameters are inferred from the literal). */
export function defineResource<
  const Name extends string,
  Rec extends ResourceRecord,
  Create,
  Update,
  const Sort extends string,
  Filters extends FilterStructs,
  const Access extends ResourceAccess,
>(
  definition: ResourceDefinition<Name, Rec, Create, Update, Sort, Filters, Access>,
): ResourceDefinition<Name, Rec, Create, Update, Sort, Filters, Access> {
  return definition;
}

/** The request struct of a resource's list: strict, so an unknown filter is a 400. */
export function listRequestStruct(definition: ResourceDefinition) {
  const filters = Object.fromEntries(
    Object.entries(definition.filters).map(([name, struct]) => [name, optional(struct)]),
  );
  return object({
    page: Page,
    page_size: PageSize,
    sort: optional(enums(definition.sorts as readonly string[])),
    direction: optional(enums(SORT_DIRECTIONS)),
    ...(definition.search.length > 0 ? { q: optional(SearchText) } : {}),
    ...filters,
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The endpoints of one resource, by action; only the actions someone may do are there. */
export function resourceEndpoints<D extends ResourceDefinition>(
  definition: D,
): ResourceEndpoints<D> {
  const record: AnyStruct = definition.record;
  const all: Record<ResourceAction, AnyEndpoint | null> = {
    list: {
      method: 'POST',
      path: `${definition.path}/list`,
      request: listRequestStruct(definition),
      response: object({ items: arrayOf(record), total: Count }),
    },
    get: { method: 'POST', path: `${definition.path}/get`, request: IdInput, response: record },
    create: definition.create && {
      method: 'POST',
      path: `${definition.path}/create`,
      request: definition.create,
      response: record,
    },
    update: definition.update && {
      method: 'POST',
      path: `${definition.path}/update`,
      request: assign(IdInput, definition.update),
      response: record,
    },
    delete: {
      method: 'POST',
      path: `${definition.path}/delete`,
      request: IdInput,
      response: OkResponse,
    },
  };
  const allowed = Object.keys(definition.access) as ResourceAction[];
  return Object.fromEntries(
    allowed.flatMap((action) => {
      const endpoint = all[action];
      if (!endpoint) throw new Error(`${definition.name}: ${action} needs its struct`);
      return [[action, endpoint]];
    }),
  ) as ResourceEndpoints<D>;
}

/** The endpoints of one resource under their names in the endpoint table. */
export function resourceEndpointTable<D extends ResourceDefinition>(
  definition: D,
): ResourceEndpointTable<D> {
  return Object.fromEntries(
    Object.entries(resourceEndpoints(definition)).map(([action, endpoint]) => [
      `${definition.name}${capitalize(action)}`,
      endpoint,
    ]),
  ) as ResourceEndpointTable<D>;
}

/** The actions that only read: their answers are what the client caches. */
export const READ_ACTIONS = ['list', 'get'] as const satisfies readonly ResourceAction[];

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The endpoints of several resources, under their names in the endpoint table. */
export type ResourceEndpointTables<R extends Record<string, ResourceDefinition>> =
  UnionToIntersection<{ [K in keyof R]: ResourceEndpointTable<R[K]> }[keyof R]>;

/** The endpoint tables of several resources, merged (see `resourceEndpointTable`). */
export function resourceEndpointTables<R extends Record<string, ResourceDefinition>>(
  resources: R,
): ResourceEndpointTables<R> {
  return Object.assign(
    {},
    ...Object.values(resources).map((definition) => resourceEndpointTable(definition)),
  ) as ResourceEndpointTables<R>;
}

/** The table names of the endpoints that read (list, get) and those that write. */
export function resourceEndpointNames<R extends Record<string, ResourceDefinition>>(resources: R) {
  type Name = keyof ResourceEndpointTables<R> & string;
  type ReadName = Extract<Name, `${string}${'List' | 'Get'}`>;
  // From each definition's allowed actions: no endpoint (and no struct) is built for this.
  const named = Object.values(resources).flatMap((definition) =>
    (Object.keys(definition.access) as ResourceAction[]).map((action) => ({
      name: `${definition.name}${capitalize(action)}`,
      read: (READ_ACTIONS as readonly ResourceAction[]).includes(action),
    })),
  );
  return {
    reads: named.filter((entry) => entry.read).map((entry) => entry.name) as ReadName[],
    writes: named.filter((entry) => !entry.read).map((entry) => entry.name) as Exclude<
      Name,
      ReadName
    >[],
  };
}
