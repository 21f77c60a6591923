import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SqlSession } from './database.ts';

export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** Bookkeeping of applied migrations; created by the runner, not by a migration. */
export const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Migration = { name: string; sql: string; checksum: string };

type Journal = { entries: { idx: number; tag: string }[] };

/**
 * The committed migrations in the order of drizzle-kit's journal (`meta/_journal.json`, whose
 * first entry is the hand-written 0001_initial). A .sql file the journal does not list, or a
 * listed one that is missing, stops the start: it is a migration written by hand or a
 * half-committed `db:generate`.
 */
export function loadMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(
    fs.readFileSync(new URL('meta/_journal.json', dir), 'utf8'),
  ) as Journal;
  const tags = [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.sql'));
  const unlisted = files.filter((name) => !tags.includes(name.slice(0, -'.sql'.length)));
  if (unlisted.length > 0) {
    throw new Error(
      `Migration ${unlisted.join(', ')} is not in migrations/meta/_journal.json. ` +
        'Write migrations with `npm run db:generate` (server/README.md).',
    );
  }
  return tags.map((tag) => {
    const name = `${tag}.sql`;
    if (!files.includes(name)) {
      throw new Error(`Migration ${name} is listed in migrations/meta/_journal.json but missing.`);
    }
    const text = fs.readFileSync(new URL(name, dir), 'utf8').replace(/\r\n/g, '\n');
    return { name, sql: text, checksum: createHash('sha256').update(text).digest('hex') };
  });
}

/**
 * Applies the migrations not yet recorded, each in its own transaction. The caller holds the
 * maintenance lock. A migration that changed after it was applied stops the start.
 */
export async function applyMigrations(
  session: SqlSession,
  migrations: Migration[] = loadMigrations(),
): Promise<string[]> {
  await session.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const rows = await session.db.select().from(schemaMigrations);
  const applied = new Map(rows.map((row) => [row.name, row.checksum]));

  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    const checksum = applied.get(migration.name);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum) {
        throw new Error(
          `Migration ${migration.name} was changed after it was applied to this database. ` +
            'Restore the file and put the change in a new migration.',
        );
      }
      continue;
    }
    await session.exec('BEGIN');
    try {
      await session.exec(migration.sql);
      await session.db
        .insert(schemaMigrations)
        .values({ name: migration.name, checksum: migration.checksum });
      await session.exec('COMMIT');
    } catch (error) {
      await session.exec('ROLLBACK').catch(() => undefined);
      throw new Error(
        `Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    newlyApplied.push(migration.name);
  }
  return newlyApplied;
}

// Any fixed number; all API processes on one PostgreSQL database agree on it.
const MAINTENANCE_LOCK_KEY = 74_042_025;

/**
 * Serialises migrations and seeds between API processes that start together on one PostgreSQL
 * database (a session-level advisory lock, released even when `fn` fails).
 */
export async function withMaintenanceLock<T>(
  session: SqlSession,
  fn: () => Promise<T>,
): Promise<T> {
  await session.db.execute(sql`SELECT pg_advisory_lock(${MAINTENANCE_LOCK_KEY})`);
  try {
    return await fn();
  } finally {
    await session.db.execute(sql`SELECT pg_advisory_unlock(${MAINTENANCE_LOCK_KEY})`);
  }
}
