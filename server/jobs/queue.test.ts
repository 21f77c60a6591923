import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerOptions } from '#server/app.ts';
import {
  freshPgliteDir,
  freshPostgresDatabase,
  postgresUnderTest,
} from '#server/testing/test-database.ts';
import { startTestServer } from '#server/testing/test-server.ts';
import type { TestServer } from '#server/testing/test-server.ts';
import type { RetryPolicy } from './queue.ts';

// The durable job queue on the database under test (PGlite, or PostgreSQL with DATABASE_URL).

const POLICY: RetryPolicy = {
  retryLimit: 0,
  retryDelay: 1,
  retryDelayMax: 60,
  expireInSeconds: 60,
};

/** Resolves when `check` returns a value other than undefined, polling every 50 ms. */
async function eventually<T>(check: () => Promise<T | undefined>, seconds = 20): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Nothing happened within ${seconds} s.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const adminUrl = postgresUnderTest();
const pglite = adminUrl ? null : await freshPgliteDir();
const postgres = adminUrl ? await freshPostgresDatabase(adminUrl) : null;
// One database opened by several servers in turn, as by restarts of the product.
const where: Partial<ServerOptions> = postgres
  ? { databaseUrl: postgres.url, jwtSecret: randomBytes(32).toString('hex') }
  : { dataDir: pglite?.dir ?? null };

const open: TestServer[] = [];
async function start(jobs: ServerOptions['jobs']): Promise<TestServer> {
  const server = await startTestServer({
    ...where,
    jobs: { pollingIntervalSeconds: 0.5, ...jobs },
  });
  open.push(server);
  return server;
}
async function stop(server: TestServer): Promise<void> {
  open.splice(open.indexOf(server), 1);
  await server.close();
}

afterAll(async () => {
  for (const server of open) await server.close();
  pglite?.remove();
  await postgres?.remove();
});

describe('the job queue', () => {
  it('keeps a job through a restart and runs it once the server is back', async () => {
    const first = await start({ run: false });
    await first.deps.jobs.define('greeting', POLICY, async () => {
      throw new Error('this process runs no jobs');
    });
    const id = await first.deps.jobs.send('greeting', { to: 'Grace' });
    await stop(first);

    const second = await start({ run: true });
    const seen: unknown[] = [];
    await second.deps.jobs.define<{ to: string }>('greeting', POLICY, async (job) => {
      seen.push(job.data);
    });
    const job = await eventually(async () => {
      const found = await second.deps.jobs.get('greeting', id);
      return found?.state === 'completed' ? found : undefined;
    });
    expect(seen).toEqual([{ to: 'Grace' }]);
    expect(job.retryCount).toBe(0);
    await stop(second);
  });

  it('adds a job sent inside a transaction only if the transaction commits', async () => {
    const server = await start({ run: false });
    await server.deps.jobs.define('in-transaction', POLICY, async () => undefined);
    let rolledBack = '';
    await expect(
      server.deps.db.transaction(async (tx) => {
        rolledBack = await server.deps.jobs.send('in-transaction', { n: 1 }, tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(rolledBack).not.toBe('');
    expect(await server.deps.jobs.get('in-transaction', rolledBack)).toBeNull();

    const kept = await server.deps.db.transaction((tx) =>
      server.deps.jobs.send('in-transaction', { n: 2 }, tx),
    );
    expect((await server.deps.jobs.get('in-transaction', kept))?.state).toBe('created');
    await stop(server);
  });

  it('retries a failing job with a growing delay, then keeps it as failed with its error', async () => {
    const server = await start({ run: true });
    const attempts: number[] = [];
    await server.deps.jobs.define(
      'always-fails',
      { ...POLICY, retryLimit: 2, retryDelay: 1 },
      async (job) => {
        attempts.push(Date.now());
        throw new Error(`attempt ${job.retryCount + 1} went wrong`);
      },
    );
    const id = await server.deps.jobs.send('always-fails', {});
    const job = await eventually(async () => {
      const found = await server.deps.jobs.get('always-fails', id);
      return found?.state === 'failed' ? found : undefined;
    });
    expect(attempts).toHaveLength(3);
    expect(job.retryCount).toBe(2);
    expect(job.output).toMatchObject({ message: 'attempt 3 went wrong' });
    // Backoff: about 1 s (1–2) before the first retry, about 2 s (2–4) before the second; a
    // fixed delay would give 1 s twice. A little slack for timers.
    const [first, second, third] = attempts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
    await stop(server);
  });

  it('gives up a job whose last attempt was lost (its process died), through onGiveUp', async () => {
    const server = await start({ run: true, superviseIntervalSeconds: 1 });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const givenUp: unknown[] = [];
    await server.deps.jobs.define<{ videoId: number }>(
      'hangs',
      { ...POLICY, retryLimit: 0, expireInSeconds: 1 },
      // An attempt that never ends, as one whose process died: it expires, no handler runs again.
      () => released,
      async (job) => {
        givenUp.push(job.data);
      },
    );
    await server.deps.jobs.send('hangs', { videoId: 7 });
    await eventually(async () => (givenUp.length > 0 ? true : undefined));
    expect(givenUp).toEqual([{ videoId: 7 }]);
    release();
    await stop(server);
  });

  it('gives up a job whose last attempt threw, once', async () => {
    const server = await start({ run: true });
    const givenUp: unknown[] = [];
    await server.deps.jobs.define(
      'throws',
      { ...POLICY, retryLimit: 1, retryDelay: 1 },
      async () => {
        throw new Error('no luck');
      },
      async (job) => {
        givenUp.push(job.data);
      },
    );
    await server.deps.jobs.send('throws', { n: 1 });
    await eventually(async () => (givenUp.length > 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(givenUp).toEqual([{ n: 1 }]);
    await stop(server);
  });
});
