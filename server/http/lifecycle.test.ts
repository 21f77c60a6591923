import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMigrations, schemaMigrations } from '#server/db/migrate.ts';
import { startTestServer, type TestServer } from '#server/testing/test-server.ts';

// The load balancer's probes and an orderly close (issue 30, decision 085).

let server: TestServer | null = null;

async function probe(path: '/healthz' | '/readyz') {
  const response = await server!.app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('/healthz and /readyz', () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    server = null;
  });

  it('are alive and ready once the server has started, and no one keeps the answer', async () => {
    const alive = await probe('/healthz');
    expect(alive).toMatchObject({ status: 200, body: { status: 'alive' } });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await probe('/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the database does not answer, and says so', async () => {
    vi.spyOn(server!.deps.db, 'select').mockImplementationOnce(() => {
      throw new Error('connection refused');
    });
    expect(await probe('/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', reason: 'database' },
    });
    expect(await probe('/readyz')).toMatchObject({ status: 200 });
  });

  it('is not ready while draining, and still alive', async () => {
    server!.lifecycle.draining = true;
    expect(await probe('/readyz')).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect(await probe('/healthz')).toMatchObject({ status: 200 });
    server!.lifecycle.draining = false;
  });
});

describe('each on a server of its own', () => {
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('is not ready until every migration of this code is applied', async () => {
    server = await startTestServer();
    const newest = loadMigrations().at(-1)!;
    const [row] = await server.deps.db
      .delete(schemaMigrations)
      .where(eq(schemaMigrations.name, newest.name))
      .returning();
    expect(await probe('/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', reason: 'migrations' },
    });
    await server.deps.db.insert(schemaMigrations).values(row!);
    expect(await probe('/readyz')).toMatchObject({ status: 200 });
  });

  it('answers the requests in flight, then stops the jobs and closes the database', async () => {
    server = await startTestServer();
    const { app, deps } = server;
    const events: string[] = [];
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // A request that is still running when the close begins, and then needs the database.
    app.get('/test/slow', async () => {
      entered();
      await released;
      const [row] = await deps.db
        .select({ answer: sql<number>`41 + 1`.mapWith(Number) })
        .from(sql`(select 1) as one`);
      return { answer: row?.answer };
    });
    app.addHook('onResponse', async (request) => {
      if (request.url === '/test/slow') events.push('answered');
    });
    const stopJobs = deps.jobs.stop.bind(deps.jobs);
    deps.jobs.stop = async () => {
      events.push('jobs stopped');
      await stopJobs();
    };
    const closeDatabase = deps.database.close.bind(deps.database);
    deps.database.close = async () => {
      events.push('database closed');
      await closeDatabase();
    };
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    // fetch keeps its connection alive, as browsers and proxies do.
    const answer = fetch(`${address}/test/slow`).then(async (response) => ({
      status: response.status,
      connection: response.headers.get('connection'),
      body: (await response.json()) as unknown,
    }));
    await inHandler;
    const closed = server.close();
    server = null;
    // The listener closes at once: a new connection is refused.
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    release();
    // The answer asks the client to close its kept-alive connection, which would hold the
    // close for 72 s otherwise.
    expect(await answer).toEqual({ status: 200, connection: 'close', body: { answer: 42 } });
    await closed;
    expect(events).toEqual(['answered', 'jobs stopped', 'database closed']);
  });
});
