import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { count, eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshPgliteDir,
  freshPostgresDatabase,
  postgresUnderTest,
} from '#server/testing/test-database.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import type { Db } from './database.ts';
import { applyMigrations, loadMigrations, schemaMigrations } from './migrate.ts';
import { openDatabase } from './open.ts';
import * as schema from './schema.ts';

// A database made by the first release (0001_initial and its demo seed) upgrades in place when
// the current server starts on it, and gets the demo seed steps added since.
//
// The first release's demo rows are kept as data (server/testing/first-release-demo.json, dumped
// from 0001 and the demo-v1 step as they were): today's seed code writes today's columns, which a
// database of the first release does not have yet.
const firstReleaseRows = JSON.parse(
  readFileSync(new URL('../testing/first-release-demo.json', import.meta.url), 'utf8'),
) as Record<string, unknown[]>;

/** Writes the first release's demo rows (parents first), ids included, and moves each id sequence past them. */
async function restoreFirstRelease(db: Db): Promise<void> {
  for (const [table, rows] of Object.entries(firstReleaseRows)) {
    const name = sql.identifier(table);
    await db.execute(sql`INSERT INTO ${name} OVERRIDING SYSTEM VALUE
      SELECT * FROM jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb)`);
    const [first] = rows as Record<string, unknown>[];
    if (first && 'id' in first) {
      await db.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), max(id)) FROM ${name}`,
      );
    }
  }
}

const tableNames = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .filter((name) => name !== 'activity_log')
  .sort();

/** Rows per table of the current schema; a table a migration has not made yet counts 0. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tableNames) {
    const exists = (await db.execute(
      sql`SELECT to_regclass(${name}) IS NOT NULL AS present`,
    )) as unknown as { rows: { present: boolean }[] };
    if (!exists.rows[0]?.present) {
      counts[name] = 0;
      continue;
    }
    const result = (await db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

const adminUrl = postgresUnderTest();
const pglite = adminUrl ? null : await freshPgliteDir();
const postgres = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
const where = postgres
  ? { databaseUrl: postgres.url, jwtSecret: randomBytes(32).toString('hex') }
  : { dataDir: pglite?.dir ?? null };

let before: Record<string, number>;
let server: TestServer;

beforeAll(async () => {
  const old = await openDatabase({
    databaseUrl: where.databaseUrl,
    dataDir: where.dataDir ?? null,
    onIdleError: (error) => {
      throw error;
    },
  });
  try {
    await old.withSession(async (session) => {
      expect(await applyMigrations(session, loadMigrations().slice(0, 1))).toEqual([
        '0001_initial.sql',
      ]);
      await restoreFirstRelease(session.db);
    });
    before = await rowCounts(old.db);
  } finally {
    await old.close();
  }
  server = await startTestServer(where);
});

afterAll(async () => {
  await server.close();
  pglite?.remove();
  await postgres?.remove();
});

describe('a database of the first release', () => {
  it('gets every later migration at start', async () => {
    const rows = await server.deps.db.select().from(schemaMigrations);
    expect(rows.map((row) => row.name).sort()).toEqual(
      loadMigrations().map((migration) => migration.name),
    );
    const [log] = await server.deps.db.select({ n: count() }).from(schema.activityLog);
    expect(log?.n).toBe(0);
  });

  // What the later demo seed steps add (church access, moderators, the church profile, a
  // campus and a moderator's account, two sample videos, the plans on sale, the demo churches'
  // cards, invoices and payments, Grace's three invitation card orders with their short codes and
  // 60 days of scans, the store, the second past_due church (Sarang Church, its pastor, campus and
  // membership), Grace's testimonials, the demo's store orders, and their seeds rows); every
  // other row is kept.
  const afterStart = () => ({
    ...before,
    accounts: before['accounts']! + 2,
    users: before['users']! + 2,
    locations: before['locations']! + 2,
    memberships: before['memberships']! + 1,
    care_access: 1,
    church_moderators: 3,
    church_profiles: 1,
    // Grace's welcome video and blocked story; the boot camp's two sample videos (decision 070);
    // the three monthly pages' videos (decision 072).
    videos: before['videos']! + 7,
    plans: 10,
    billing_customers: 4,
    // Grace: last year's and this year's licence; Hope and Sarang: three months paid and one
    // open, refused twice; Riverside: twelve months paid.
    invoices: 2 + 4 + 4 + 12,
    payments: 2 + (3 + 2) * 2 + 12,
    card_orders: 3,
    qr_codes: 3,
    // The delivered batch scanned on each of the last 60 days, and the funnel after the scans
    // (the steps with anyone on a day: 375 rows of the 60 × 7 possible).
    qr_scans: 60,
    funnel_counts: 375,
    // The demo store: three categories, eight products, one offer, one coupon.
    store_categories: 3,
    store_products: 8,
    store_offers: 1,
    store_coupons: 1,
    // Grace's testimonials: three approved, two waiting, one rejected (decision 054).
    testimonials: 6,
    // Five paid store orders of one item each: two to ship, one shipped, one delivered, one
    // digital (decision 056).
    store_orders: 5,
    store_order_items: 5,
    // The demo's content (decision 072): three study guides, two inserts, three resources, three
    // monthly pages and two posts, eight of them with a PDF; the boot camp's six lessons; each
    // with its first revision. And the demo churches' steps of 'Track your progress' that their
    // data earned, for each of their users (decision 070).
    content_items: 13 + 6 + 8 + 3 + 3,
    content_attachments: 8,
    content_revisions: 13 + 6 + 8 + 3 + 3,
    action_steps: 12,
    // The website player's three categories, their eight answers (content items, above) and
    // three testimonials (decision 074).
    player_categories: 3,
    player_testimonials: 3,
    // Grace Community Church's embed of the player (decision 075).
    player_embeds: 1,
    // AI control's two features, on with the sandbox (decision 078).
    ai_features: 2,
    // The support center's three answers (content items, above) and two of Grace's requests
    // with three messages (decision 077).
    support_requests: 2,
    support_messages: 3,
    // Care videos (decision 076): three categories, two speakers, three videos (content items)
    // with their first revisions, three caption files, and the crisis line in four languages.
    care_categories: 3,
    config_entries: before['config_entries']! + 4,
    care_speakers: 2,
    care_captions: 3,
    seeds: 19,
  });

  it('keeps every row, and gets the later demo data', async () => {
    expect(before['users']).toBe(10);
    expect(await rowCounts(server.deps.db)).toEqual(afterStart());
  });

  it('still signs the demo accounts in', async () => {
    const token = await server.signIn('pastor@demo.church');
    const profile = await server.call('POST', '/lookup_profile', { token });
    expect(profile.status).toBe(200);
  });

  it('no longer deletes an account that has users', async () => {
    const [user] = await server.deps.db
      .select({ accountId: schema.users.accountId })
      .from(schema.users)
      .limit(1);
    if (!user) throw new Error('no demo user');
    await expect(
      server.deps.db.delete(schema.accounts).where(eq(schema.accounts.id, user.accountId)),
    ).rejects.toMatchObject({
      // PostgreSQL 17 (PGlite) says restrict_violation (23001), 15 foreign_key_violation (23503).
      cause: { message: expect.stringContaining('users_account_id_fkey') as unknown },
    });
    expect(await rowCounts(server.deps.db)).toEqual(afterStart());
  });
});
