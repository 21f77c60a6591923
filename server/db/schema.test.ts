import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshPgliteDir,
  freshPostgresDatabase,
  postgresUnderTest,
} from '#server/testing/test-database.ts';
import type { Database } from './database.ts';
import { applyMigrations, loadMigrations, MIGRATIONS_DIR } from './migrate.ts';
import { openDatabase } from './open.ts';
import { repoRoot } from '#server/repo-root.ts';
import * as schema from './schema.ts';

// schema.ts is the source; the committed migrations must build exactly what it describes.
// After a change to schema.ts run `npm run db:generate -- --name <change>` (server/README.md).
// drizzle-kit/api's pushSchema would be the shorter check, but in 0.31.11 it drops the
// parameters of its introspection queries and fails on a composite primary key (drizzle-orm
// PR #3535, unmerged); comparing PostgreSQL's own catalog is stricter anyway.

type Scratch = { database: Database; remove(): Promise<void> };

/** An empty database of the kind under test (PGlite, or PostgreSQL with DATABASE_URL). */
async function scratchDatabase(): Promise<Scratch> {
  const adminUrl = postgresUnderTest();
  const onIdleError = (error: Error) => {
    throw error;
  };
  if (adminUrl) {
    const postgres = await freshPostgresDatabase(adminUrl);
    const database = await openDatabase({ databaseUrl: postgres.url, dataDir: null, onIdleError });
    return {
      database,
      async remove() {
        await database.close();
        await postgres.remove();
      },
    };
  }
  const pglite = await freshPgliteDir();
  const database = await openDatabase({ dataDir: pglite.dir, onIdleError });
  return {
    database,
    async remove() {
      await database.close();
      pglite.remove();
    },
  };
}

/**
 * Every column, default, identity, constraint, index and sequence of the public schema as text,
 * as PostgreSQL itself prints them (so two spellings of one definition compare equal).
 */
async function describeDatabase(database: Database): Promise<string[]> {
  const query = async (text: string) => {
    const result = (await database.db.execute(sql.raw(text))) as unknown as {
      rows: { line: string }[];
    };
    return result.rows.map((row) => row.line);
  };
  const own = `c.relnamespace = 'public'::regnamespace AND c.relname <> 'schema_migrations'`;
  const lines = [
    ...(await query(`
      SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
        || CASE a.attidentity WHEN 'a' THEN ' identity always' WHEN 'd' THEN ' identity by default' ELSE '' END
        || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') AS line
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE ${own} AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`)),
    ...(await query(`
      SELECT c.relname || ' constraint ' || k.conname || ' ' || pg_get_constraintdef(k.oid) AS line
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
      WHERE ${own}`)),
    ...(await query(`
      SELECT 'index ' || pg_get_indexdef(i.indexrelid) AS line
      FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
      WHERE ${own}`)),
    ...(await query(`
      SELECT 'sequence ' || c.relname || ' ' || format_type(s.seqtypid, NULL) || ' ' || s.seqstart
        || ' ' || s.seqincrement || ' ' || s.seqmin || ' ' || s.seqmax || ' ' || s.seqcache AS line
      FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid
      WHERE ${own}`)),
  ];
  return lines.sort();
}

function lastSnapshot(): DrizzleSnapshotJSON {
  const meta = new URL('meta/', MIGRATIONS_DIR);
  const [last] = fs
    .readdirSync(meta)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .reverse();
  if (!last) throw new Error('No snapshot in server/db/migrations/meta.');
  return JSON.parse(fs.readFileSync(new URL(last, meta), 'utf8')) as DrizzleSnapshotJSON;
}

const NOT_GENERATED =
  'schema.ts differs from the last migration: run `npm run db:generate -- --name <change>`';

let migrated: Scratch;
let fromSchema: Scratch;

beforeAll(async () => {
  [migrated, fromSchema] = await Promise.all([scratchDatabase(), scratchDatabase()]);
  await migrated.database.withSession((session) => applyMigrations(session));
  // What a fresh `generate` of schema.ts would write, applied to an empty database.
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
  await fromSchema.database.withSession((session) => session.exec(statements.join(';\n')));
});

afterAll(async () => {
  await Promise.all([migrated.remove(), fromSchema.remove()]);
});

describe('schema.ts and the migrations', () => {
  it('agree with the last committed snapshot', async () => {
    const previous = lastSnapshot();
    const current = generateDrizzleJson(schema, previous.id);
    expect(await generateMigration(previous, current), NOT_GENERATED).toEqual([]);
  });

  it('build the same database: migrations applied in order, or schema.ts from scratch', async () => {
    const [actual, expected] = await Promise.all([
      describeDatabase(migrated.database),
      describeDatabase(fromSchema.database),
    ]);
    expect(actual, NOT_GENERATED).toEqual(expected);
  });

  it('are all listed in the drizzle-kit journal, 0001_initial first', () => {
    const names = loadMigrations().map((migration) => migration.name);
    expect(names[0]).toBe('0001_initial.sql');
    expect(fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'))).toEqual(
      [...names].sort(),
    );
  });

  it("gather every feature's tables.ts, and drizzle-kit reads what they gather (drizzle.config.ts)", () => {
    const server = new URL('server/', repoRoot);
    const featureTables = fs
      .readdirSync(server, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => fs.existsSync(new URL(`${entry.name}/tables.ts`, server)))
      .map((entry) => `#server/${entry.name}/tables.ts`);
    const gathered = [
      ...fs.readFileSync(new URL('db/schema.ts', server), 'utf8').matchAll(/from '([^']+)'/g),
    ].map((match) => match[1]!);
    expect(featureTables.filter((file) => !gathered.includes(file))).toEqual([]);
    // Beside a feature's tables.ts, only a file named for its tables (care's videoTables.ts,
    // which would otherwise make a cycle with content's tables).
    expect(gathered.filter((file) => !/^#server\/\w+\/(tables|\w+Tables)\.ts$/.test(file))).toEqual(
      [],
    );
    expect(fs.readFileSync(new URL('drizzle.config.ts', repoRoot), 'utf8')).toContain(
      "schema: './server/db/schema.ts'",
    );
  });
});
