import { sql } from 'drizzle-orm';
import { customType, foreignKey, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The helpers of the features' tables (server/<feature>/tables.ts), which server/db/schema.ts
// gathers into the database schema. Constraints and indexes carry the names PostgreSQL gave them
// in 0001_initial.sql (`<table>_<column>_fkey`, `_key`, `_check`, `_pkey`), so generated ALTERs
// find them; new ones follow the same pattern.

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type ReferentialAction = 'cascade' | 'set null' | 'restrict';

/**
 * A foreign key from `column` of `table` to `target`, named as PostgreSQL names it
 * (`<table>_<column>_fkey`), the name the migrations carry.
 */
export function references(
  table: string,
  column: AnyPgColumn,
  target: AnyPgColumn,
  onDelete?: ReferentialAction,
) {
  const key = foreignKey({
    name: `${table}_${column.name}_fkey`,
    columns: [column],
    foreignColumns: [target],
  });
  return onDelete ? key.onDelete(onDelete) : key;
}

/** `column IN ('a', 'b')` for a CHECK constraint; the values are our own constants. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);

/** Binary content (PDF attachments), as Buffers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
