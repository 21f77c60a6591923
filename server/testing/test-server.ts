import { randomBytes } from 'node:crypto';
import { CARD_DECLINE_LIMITS } from '#server/settings.ts';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
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
 * An in-process server on a database of its own: PGlite in a fresh temp directory, or, when
 * DATABASE_URL is set, a fresh database on that PostgreSQL server.
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const clock = createTestClock();
  const sleeps: number[] = [];
  const adminUrl = postgresUnderTest();
  const postgres = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
  const pglite = postgres ? null : await freshPgliteDir();

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
