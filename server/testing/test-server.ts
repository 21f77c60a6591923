import { randomBytes } from 'node:crypto';
import { CARD_DECLINE_LIMITS } from '#server/settings.ts';
import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { API_BASE } from '#contract/endpoints.ts';
import { createServer } from '#server/app.ts';
import type { ServerOptions } from '#server/app.ts';
import type { Lifecycle } from '#server/http/lifecycle.ts';
import { accounts, outbox } from '#server/db/schema.ts';
import type { Deps } from '#server/deps.ts';
import { DEMO_PASSWORD } from '#server/seed/demo-data.ts';
import { createTestClock } from './test-clock.ts';
import type { TestClock } from './test-clock.ts';
import { freshPgliteDir, freshPostgresDatabase, postgresUnderTest } from './test-database.ts';

export type CallOptions = {
  token?: string;
  body?: unknown;
  /** The client address the server sees (default 127.0.0.1). */
  ip?: string;
  headers?: Record<string, string>;
};

export type CallResult = {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | number | undefined>;
};

export type TestServer = {
  app: FastifyInstance;
  deps: Deps;
  /** Whether the server is draining (server/http/lifecycle.ts). */
  lifecycle: Lifecycle;
  clock: TestClock;
  /** Every delay the sign-in throttle asked for (nothing really waits). */
  sleeps: number[];
  call(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<CallResult>;
  signIn(email: string, password?: string): Promise<string>;
  outbox(): Promise<(typeof outbox.$inferSelect)[]>;
  close(): Promise<void>;
};

/**
 * The database as a first start leaves it (migrated, the plans and the demo data seeded at the
 * test clock's start), made once per test process: each server then starts on a copy. A first
 * start took 5–9 s on a loaded machine, a start on a copy under one. The template's server runs
 * no jobs and no sweeps, so the copy is what a fresh database would be before its own start.
 * A template database on PostgreSQL stays until its server goes (with-postgres.mjs throws its
 * cluster away).
 */
let seededTemplate: Promise<{ postgres?: string; pglite?: string }> | null = null;

function seededDatabase(adminUrl: string | undefined) {
  seededTemplate ??= (async () => {
    const postgres = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
    const pglite = postgres ? null : await freshPgliteDir();
    const { app, deps } = await createServer({
      ...(postgres
        ? { databaseUrl: postgres.url, jwtSecret: randomBytes(32).toString('hex') }
        : { dataDir: pglite?.dir ?? null }),
      clock: createTestClock(),
      jobs: { run: false },
      renewalSweepSeconds: 0,
    });
    // The planner's statistics go with the copies; without them a copy's tables were never
    // analysed (its activity counters start at zero, so autovacuum does not come) and its
    // queries planned blind: the fuzz suite ran 3.6 times as long.
    await deps.db.execute(sql`ANALYZE`);
    await app.close();
    return postgres ? { postgres: postgres.name } : { pglite: pglite?.dir };
  })();
  return seededTemplate;
}

/**
 * An in-process server on a database of its own: PGlite in a fresh temp directory, or, when
 * DATABASE_URL is set, a fresh database on that PostgreSQL server. Both are copies of the
 * seeded template unless the options seed otherwise (`seedDemoData`, a `clock` of their own).
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const clock = createTestClock();
  const sleeps: number[] = [];
  const adminUrl = postgresUnderTest();
  const seeded =
    options.seedDemoData === undefined && options.clock === undefined
      ? await seededDatabase(adminUrl)
      : {};
  const postgres = adminUrl ? await freshPostgresDatabase(adminUrl, seeded.postgres) : null;
  const pglite = postgres ? null : await freshPgliteDir(seeded.pglite);

  const { app, deps, lifecycle } = await createServer({
    ...(postgres
      ? { databaseUrl: postgres.url, jwtSecret: randomBytes(32).toString('hex') }
      : { dataDir: pglite?.dir ?? null }),
    clock,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    appUrl: 'http://app.test',
    ...options,
  });

  async function call(method: 'GET' | 'POST', path: string, callOptions: CallOptions = {}) {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    if (callOptions.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.inject({
      method,
      url: `${API_BASE}${path}`,
      headers,
      remoteAddress: callOptions.ip ?? '127.0.0.1',
      ...(callOptions.body === undefined ? {} : { payload: JSON.stringify(callOptions.body) }),
    });
    return {
      status: response.statusCode,
      body: response.body === '' ? undefined : (JSON.parse(response.body) as unknown),
      headers: response.headers,
    };
  }

  return {
    app,
    deps,
    lifecycle,
    clock,
    sleeps,
    call,
    async signIn(email, password = DEMO_PASSWORD) {
      const result = await call('POST', '/auth/sign_in', { body: { email, password } });
      if (result.status !== 200) {
        throw new Error(
          `sign-in of ${email} failed: ${result.status} ${JSON.stringify(result.body)}`,
        );
      }
      return (result.body as { token: string }).token;
    },
    async outbox() {
      await deps.background.idle(); // mail prepared after an answer is there once this resolves
      return deps.db.select().from(outbox).orderBy(asc(outbox.id));
    },
    async close() {
      await app.close();
      pglite?.remove();
      await postgres?.remove();
    },
  };
}

/** The token from the single link in a mail body. */
export function tokenFromMail(text: string, parameter: 'token' | 'email_token'): string {
  const match = new RegExp(`[?&]${parameter}=([^\\s&]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${parameter} link in mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

/** The id of a seeded account, by its slug (e.g. the demo church, `grace-community-church`). */
export async function accountIdOf(server: TestServer, slug: string): Promise<number> {
  const [account] = await server.deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.slug, slug));
  if (!account) throw new Error(`No account ${slug} in the seeded data`);
  return account.id;
}

/**
 * Card limits for tests of other things than card testing, whose declined cards all come from
 * one address: the proof of work (decision 062) never comes before the 429.
 * card-declines.test.ts keeps the settings and covers it.
 */
export const NO_CHALLENGE = { challengeAfter: CARD_DECLINE_LIMITS.perAddress };
