import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  ne,
  or,
} from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  ListAnswer,
  ResourceDefinition,
  ResourceRecord,
} from '#contract/resources/defineResource.ts';
import type { Db } from '#server/db/database.ts';
import { containsPattern } from '#server/db/like.ts';
import { conflict } from '#server/http/api-error.ts';

/** A value of the list's request: page, sort, search and the filters by name. */
export type ListRequest = {
  page: number;
  page_size: number;
  sort?: string;
  direction?: 'asc' | 'desc';
  q?: string;
} & Record<string, unknown>;

/**
 * How a resource's records live in one table. Everything has a default taken from the table's
 * columns by their SQL names, which are the record's field names: a simple resource needs only
 * `table`. The rest is for fields the table does not hold as they are (counts, names from
 * another table) and for rows that differ from the input (a password becomes its hash).
 */
export type TableStoreOptions = {
  table: PgTable;
  /** Record fields that are not a column of the table, as SQL of the row (`users.id` etc.). */
  computed?: Record<string, SQL.Aliased | SQL>;
  /** Sorts that are not a plain column: the SQL to order by, in order. */
  sorts?: Record<string, readonly SQLWrapper[]>;
  /** Filters that are not equality on the column of the same name. */
  filters?: Record<string, (value: never) => SQL | undefined>;
  /** Messages for a clash on a unique field (default: 'This value is already in use.'). */
  uniqueMessages?: Record<string, string>;
  /** The rows the resource is about, when not the whole table (shared stories: kind story). */
  scope?: SQL;
};

/** Reads and writes of one resource in SQL: paged and sorted by the database, never in memory. */
export type TableStore = {
  /** Record fields computed from other rows (not written, and not news in the activity log). */
  computedFields: ReadonlySet<string>;
  list(db: Db, request: ListRequest): Promise<ListAnswer<ResourceRecord>>;
  get(db: Db, id: number): Promise<ResourceRecord | null>;
  /** Refuses (409, naming the field) a unique field's value that another record has. */
  assertUnique(db: Db, values: Record<string, unknown>, exceptId?: number): Promise<void>;
  insert(db: Db, row: Record<string, unknown>): Promise<number>;
  /** Also sets `updated_at` to `now` when the table has that column. */
  update(db: Db, id: number, row: Record<string, unknown>, now: Date): Promise<void>;
  remove(db: Db, id: number): Promise<void>;
};

/** Timestamps become ISO strings (the contract's IsoDateTime); everything else is as read. */
function toRecordValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** The record fields a struct declares, in its order. */
function recordFields(definition: ResourceDefinition): string[] {
  return Object.keys(definition.record.schema as Record<string, unknown>);
}

export function tableStore(definition: ResourceDefinition, options: TableStoreOptions): TableStore {
  const { table } = options;
  const columnsBySqlName = new Map<string, PgColumn>(
    Object.values(getTableColumns(table)).map((column) => [column.name, column as PgColumn]),
  );
  /** SQL column name → the table's property name, which drizzle's insert and update take. */
  const keyOf = new Map(
    Object.entries(getTableColumns(table)).map(([key, col]) => [col.name, key]),
  );
  const idColumn = columnsBySqlName.get('id');
  if (!idColumn) throw new Error(`${definition.name}: its table has no id column`);

  const column = (field: string): PgColumn => {
    const found = columnsBySqlName.get(field);
    if (!found) throw new Error(`${definition.name}: no column ${field} and no computed SQL`);
    return found;
  };

  const selection: Record<string, PgColumn | SQL | SQL.Aliased> = Object.fromEntries(
    recordFields(definition).map((field) => [field, options.computed?.[field] ?? column(field)]),
  );

  const orderOf = (sort: string): readonly SQLWrapper[] =>
    options.sorts?.[sort] ?? [options.computed?.[sort] ?? column(sort)];

  function where(request: ListRequest): SQL | undefined {
    const conditions: (SQL | undefined)[] = [options.scope];
    for (const name of Object.keys(definition.filters)) {
      const value = request[name];
      if (value === undefined) continue;
      const custom = options.filters?.[name];
      if (custom) {
        conditions.push(custom(value as never));
        continue;
      }
      const target = column(name);
      conditions.push(
        target.columnType === 'PgArray' ? arrayContains(target, [value]) : eq(target, value),
      );
    }
    const text = request.q?.trim();
    if (text) {
      const pattern = containsPattern(text);
      conditions.push(or(...definition.search.map((field) => ilike(column(field), pattern))));
    }
    return and(...conditions);
  }

  async function get(db: Db, id: number): Promise<ResourceRecord | null> {
    const [row] = await db
      .select(selection)
      .from(table)
      .where(and(eq(idColumn!, id), options.scope));
    return row ? toRecord(row) : null;
  }

  function toRecord(row: Record<string, unknown>): ResourceRecord {
    return Object.fromEntries(
      Object.entries(row).map(([field, value]) => [field, toRecordValue(value)]),
    ) as ResourceRecord;
  }

  return {
    computedFields: new Set(Object.keys(options.computed ?? {})),

    async list(db, request) {
      const sort = request.sort ?? definition.defaultSort.sort;
      const direction = request.direction ?? definition.defaultSort.direction;
      const order = direction === 'asc' ? asc : desc;
      const condition = where(request);
      // Two small statements rather than `count(*) over ()`, which would make the database read
      // and sort every matching row before it could stop at the page.
      const rows = await db
        .select(selection)
        .from(table)
        .where(condition)
        .orderBy(...orderOf(sort).map((part) => order(part as SQL)), order(idColumn))
        .limit(request.page_size)
        .offset((request.page - 1) * request.page_size);
      const [total] = await db.select({ n: count() }).from(table).where(condition);
      return { items: rows.map(toRecord), total: total?.n ?? 0 };
    },

    get,

    async assertUnique(db, values, exceptId) {
      for (const field of definition.unique) {
        const value = values[field];
        if (value === undefined || value === null) continue;
        const [clash] = await db
          .select({ id: idColumn })
          .from(table)
          .where(
            and(
              eq(column(field), value),
              exceptId === undefined ? undefined : ne(idColumn, exceptId),
            ),
          )
          .limit(1);
        if (clash) {
          const message = options.uniqueMessages?.[field] ?? 'This value is already in use.';
          throw conflict(message, { [field]: message });
        }
      }
    },

    async insert(db, row) {
      const [created] = await db.insert(table).values(toColumns(row)).returning({ id: idColumn });
      return created!.id as number;
    },

    async update(db, id, row, now) {
      const values = toColumns(row);
      if (Object.keys(values).length === 0) return;
      if (columnsBySqlName.has('updated_at')) Object.assign(values, toColumns({ updated_at: now }));
      await db.update(table).set(values).where(eq(idColumn, id));
    },

    async remove(db, id) {
      await db.delete(table).where(eq(idColumn, id));
    },
  };

  /** Row values by SQL column name → by the table's property names, as drizzle writes them. */
  function toColumns(row: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(row)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => {
          const key = keyOf.get(name);
          if (!key) throw new Error(`${definition.name}: no column ${name}`);
          return [key, value];
        }),
    );
  }
}
