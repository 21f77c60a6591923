import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadMigrations, schemaMigrations } from '#server/db/migrate.ts';
import type { Deps } from '#server/deps.ts';

// A process's life behind a load balancer (issue 30, decision 085).
//
// Its two questions, outside the API and its contract:
// - GET /healthz: is the process alive? 200 while it runs its event loop, draining or not.
// - GET /readyz: should it get traffic? 200 only while the database answers, every migration this
//   code was built with is applied, and no shutdown has begun; otherwise 503 with the reason.

/**
 * Whether this process still takes traffic: `draining` is set when a shutdown begins (the signal
 * handler in server/http/shutdown.ts, or any app.close()).
 */
export type Lifecycle = { draining: boolean };

export type Readiness =
  | { status: 'ready' }
  | { status: 'draining' }
  | { status: 'unavailable'; reason: 'database' | 'migrations' };

function answer(reply: FastifyReply, status: number, body: object) {
  // A probe's answer is about this moment: no proxy or browser may keep it.
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * Registers /healthz and /readyz, and makes the close drain: from the moment it begins, every
 * answer, those of the requests still in flight included, says `Connection: close`, so that the
 * client's keep-alive connection ends with it. Otherwise an idle kept-alive connection holds the
 * close (Node's server.close waits for it; Fastify closes only the connections idle at that
 * moment) until its keep-alive timeout, 72 s, before the jobs stop and the database closes.
 */
export function installLifecycle(app: FastifyInstance, deps: Deps): Lifecycle {
  const lifecycle: Lifecycle = { draining: false };
  const migrationNames = loadMigrations().map((migration) => migration.name);
  // Applied migrations stay applied: once all were seen, only the database's answer is checked.
  let migrated = false;

  async function readiness(): Promise<Readiness> {
    if (lifecycle.draining) return { status: 'draining' };
    try {
      const [row] = await deps.db
        .select({ applied: count() })
        .from(schemaMigrations)
        .where(inArray(schemaMigrations.name, migrationNames));
      migrated ||= (row?.applied ?? 0) === migrationNames.length;
    } catch (error) {
      deps.log.warn({ err: error }, 'readiness: the database did not answer');
      return { status: 'unavailable', reason: 'database' };
    }
    return migrated ? { status: 'ready' } : { status: 'unavailable', reason: 'migrations' };
  }

  // A balancer asks every few seconds: its questions stay out of the request log.
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) =>
    answer(reply, 200, { status: 'alive' }),
  );
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const state = await readiness();
    return answer(reply, state.status === 'ready' ? 200 : 503, state);
  });
  app.addHook('preClose', async () => {
    lifecycle.draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
  return lifecycle;
}
