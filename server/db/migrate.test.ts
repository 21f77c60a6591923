import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, count, eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, pgSchema, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '#server/seed/seed-demo.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import { applyMigrations, loadMigrations } from './migrate.ts';
import * as schema from './schema.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const informationSchema = pgSchema('information_schema');
const columns = informationSchema.table('columns', {
  tableSchema: text('table_schema'),
  tableName: text('table_name'),
  columnName: text('column_name'),
  dataType: text('data_type'),
  udtName: text('udt_name'),
  isNullable: text('is_nullable'),
});

describe('migrations', () => {
  it('are numbered files applied once: a second run applies nothing', async () => {
    const names = loadMigrations().map((migration) => migration.name);
    expect(names[0]).toBe('0001_initial.sql');
    const applied = await server.deps.database.withSession((session) => applyMigrations(session));
    expect(applied).toEqual([]);
  });

  it('follow the drizzle-kit journal and refuse a .sql file it does not list', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-migrations-'));
    try {
      fs.mkdirSync(path.join(dir, 'meta'));
      const journal = (tags: string[]) =>
        fs.writeFileSync(
          path.join(dir, 'meta', '_journal.json'),
          JSON.stringify({ entries: tags.map((tag, index) => ({ idx: index + 1, tag })) }),
        );
      fs.writeFileSync(path.join(dir, '0001_initial.sql'), 'SELECT 1;');
      fs.writeFileSync(path.join(dir, '0002_next.sql'), 'SELECT 2;');
      const url = pathToFileURL(`${dir}/`);
      journal(['0001_initial', '0002_next']);
      expect(loadMigrations(url).map((migration) => migration.name)).toEqual([
        '0001_initial.sql',
        '0002_next.sql',
      ]);
      journal(['0001_initial']);
      expect(() => loadMigrations(url)).toThrow(/0002_next\.sql is not in migrations\/meta/);
      journal(['0001_initial', '0002_next', '0003_missing']);
      expect(() => loadMigrations(url)).toThrow(/0003_missing\.sql is listed/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuse to start when an applied file was edited', async () => {
    const edited = loadMigrations().map((migration) => ({ ...migration, checksum: 'edited' }));
    await expect(
      server.deps.database.withSession((session) => applyMigrations(session, edited)),
    ).rejects.toThrow(/0001_initial\.sql was changed after it was applied/);
  });

  it('roll a failing migration back completely', async () => {
    const broken = [
      ...loadMigrations(),
      {
        name: '9999_broken.sql',
        sql: 'CREATE TABLE half_done (id integer);\nSELECT * FROM no_such_table;',
        checksum: 'x',
      },
    ];
    await expect(
      server.deps.database.withSession((session) => applyMigrations(session, broken)),
    ).rejects.toThrow(/Migration 9999_broken\.sql failed/);
    const [table] = await server.deps.db
      .select({ n: count() })
      .from(columns)
      .where(eq(columns.tableName, 'half_done'));
    expect(table?.n).toBe(0);
  });

  it('match the drizzle schema column by column', async () => {
    const rows = await server.deps.db
      .select()
      .from(columns)
      .where(
        and(eq(columns.tableSchema, 'public'), sql`${columns.tableName} <> 'schema_migrations'`),
      );
    const inDatabase = rows
      .map((row) => {
        const type = row.dataType === 'ARRAY' ? `${row.udtName?.slice(1)}[]` : row.dataType;
        return `${row.tableName}.${row.columnName} ${type} ${row.isNullable === 'NO' ? 'not null' : 'null'}`;
      })
      .sort();
    const inSchema = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns.map(
          (column) =>
            `${config.name}.${column.name} ${column.getSQLType()} ${column.notNull ? 'not null' : 'null'}`,
        );
      })
      .sort();
    expect(inDatabase).toEqual(inSchema);
  });
});

describe('demo seed', () => {
  it('runs once: seeding again changes nothing', async () => {
    const counts = async () => {
      const [users] = await server.deps.db.select({ n: count() }).from(schema.users);
      const [videos] = await server.deps.db.select({ n: count() }).from(schema.videos);
      const [messages] = await server.deps.db.select({ n: count() }).from(schema.messages);
      return [users?.n, videos?.n, messages?.n];
    };
    const before = await counts();
    expect(before[0]).toBe(12);
    expect(await seedDemoData(server.deps.db, server.clock.now())).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('gives every role at least one account', async () => {
    const rows = await server.deps.db.select({ roles: schema.users.roles }).from(schema.users);
    const roles = new Set(rows.flatMap((row) => row.roles));
    expect([...roles].sort()).toEqual(
      [
        'admin',
        'care',
        'discipleship',
        'evangelism',
        'free_evangelism',
        'individual',
        'website',
      ].sort(),
    );
  });
});
