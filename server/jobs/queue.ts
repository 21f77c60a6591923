import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Db as IDatabase, DrizzleTransactionLike, JobWithMetadata } from 'pg-boss';
import type { Database, DatabaseDriver, Db } from '#server/db/database.ts';

/** How a queue retries: attempts after the first, and the first delay, doubled each time. */
export type RetryPolicy = {
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long (with jitter). */
  retryDelay: number;
  /** The longest wait between two attempts, in seconds. */
  retryDelayMax: number;
  /** An attempt still running after this long is taken as lost (its process died) and retried. */
  expireInSeconds: number;
  /**
   * A running attempt refreshes its claim every half of this; one not refreshed for this long
   * (its process died) is taken as lost and retried, long before `expireInSeconds` (≥ 10).
   */
  heartbeatSeconds?: number;
};

/** How a queue's jobs share this process's workers. */
export type WorkerOptions = {
  /** Jobs of the queue run at once in this process (default 1). */
  concurrency?: number;
  /**
   * Jobs of one group (`send`'s `group`) running at once in this process, exactly: pg-boss's
   * `localGroupConcurrency`. (Its database-wide `groupConcurrency` counts active jobs in each
   * fetch's snapshot, so this process's two workers fetching at once could both take one
   * group's jobs: on PostgreSQL the fairness test saw one person's two long videos run
   * together while another's short one waited.)
   */
  perGroup?: number;
};

/** A job as its handler gets it: its data, which attempt this is, and a signal for shutdown. */
export type RunningJob<T> = JobWithMetadata<T>;

export type JobHandler<T> = (job: RunningJob<T>) => Promise<void>;

/** A job's state as pg-boss keeps it (`output` holds the last error of a failed attempt). */
export type JobRecord = JobWithMetadata<unknown>;

export type JobQueueOptions = {
  /** Run the workers in this process (default true); false only adds and reads jobs. */
  run?: boolean;
  /** How often an idle worker looks for work when no notification wakes it (seconds, default 2). */
  pollingIntervalSeconds?: number;
  /** Overrides every queue's retry policy (tests: short delays). */
  retry?: Partial<RetryPolicy>;
  /**
   * How often lost attempts (past `expireInSeconds`, or their heartbeat stale) are looked for and
   * failed, in seconds (default 60; tests: 1).
   */
  superviseIntervalSeconds?: number;
};

/** The queue that takes a queue's jobs once they have failed every attempt. */
export const givenUpQueue = (name: string) => `${name}-given-up`;

/**
 * The durable job queue (decision 034): pg-boss in the product's own database, in its schema
 * `pgboss`, on PGlite through pg-boss's PGlite adapter (one connection, in process) and on
 * PostgreSQL through the product's pool. Jobs are rows, so they survive a restart and each is
 * taken by one worker (`FOR UPDATE SKIP LOCKED`) even with several API processes.
 */
export type JobQueue = {
  /**
   * Declares a queue with its retry policy and, when this process runs jobs, its worker.
   * `onGiveUp` runs once for a job that failed every attempt, whether its handler threw or its
   * process died during the last one (then no handler of the job runs again, so whatever the job
   * leaves half done must be settled here). It is a job itself, retried as the queue is.
   */
  define<T extends object>(
    name: string,
    policy: RetryPolicy,
    handler: JobHandler<T>,
    onGiveUp?: JobHandler<T>,
    workers?: WorkerOptions,
  ): Promise<void>;
  /**
   * Adds a job. Inside a transaction pass its handle: the job then exists only if the
   * transaction commits (on PGlite the outer handle would wait for the transaction forever).
   */
  send<T extends object>(
    name: string,
    data: T,
    tx?: Db,
    options?: { group?: string },
  ): Promise<string>;
  /** A job's state, attempts and output, or null. */
  get(name: string, id: string): Promise<JobRecord | null>;
  /** Stops taking jobs, lets a running one finish for a while, and detaches from the database. */
  stop(): Promise<void>;
};

/** pg-boss's view of the database: PGlite's own adapter, or SQL text sent to the pool. */
function driverDatabase(driver: DatabaseDriver): IDatabase {
  if (driver.kind === 'pglite') return fromPglite(driver.client);
  const { pool } = driver;
  return {
    // Statements without values may be several in one text (pg-boss's schema and locked
    // blocks); node-postgres then uses the simple protocol and answers with a list.
    executeSql: async (text: string, values?: unknown[]) =>
      (await (values?.length ? pool.query(text, values) : pool.query(text))) as {
        rows: unknown[];
      },
  };
}

/**
 * The driver's database, counting the statements under way so that closing can wait for them:
 * a statement pg-boss still has out when the pool ends would hold a connection that nothing
 * listens on any more (its server's goodbye then crashes the process). Refuses new ones once
 * closed.
 */
function trackedDatabase(driver: DatabaseDriver) {
  const inner = driverDatabase(driver);
  const pending = new Set<Promise<unknown>>();
  let closed = false;
  const db: IDatabase = {
    ...inner,
    executeSql(text, values) {
      if (closed) return Promise.reject(new Error('The job queue is stopped.'));
      const statement = inner.executeSql(text, values);
      pending.add(statement);
      void statement.then(
        () => pending.delete(statement),
        () => pending.delete(statement),
      );
      return statement;
    },
  };
  return {
    db,
    async close() {
      closed = true;
      await Promise.allSettled([...pending]);
    },
  };
}

export async function startJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const run = options.run ?? true;
  const pglite = database.driver.kind === 'pglite';
  const tracked = trackedDatabase(database.driver);
  const boss = new PgBoss({
    db: tracked.db,
    backend: pglite ? 'pglite' : 'postgres',
    schedule: false,
    registerInstance: false,
    // On PGlite a new job wakes the worker at once; on PostgreSQL the worker polls.
    useListenNotify: pglite,
    openTelemetry: { enabled: false },
    // The queue's monitor (expired attempts, stale heartbeats) looks as often as the supervisor.
    ...(options.superviseIntervalSeconds
      ? {
          superviseIntervalSeconds: options.superviseIntervalSeconds,
          monitorIntervalSeconds: options.superviseIntervalSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();

  return {
    async define<T extends object>(
      name: string,
      policy: RetryPolicy,
      handler: JobHandler<T>,
      onGiveUp?: JobHandler<T>,
      workers: WorkerOptions = {},
    ) {
      const settings = { ...policy, ...options.retry, retryBackoff: true, notify: pglite };
      // createQueue keeps an existing queue's settings; updateQueue brings them up to date.
      async function declare(queue: string, extra: { deadLetter?: string } = {}) {
        await boss.createQueue(queue, { ...settings, ...extra });
        await boss.updateQueue(queue, { ...settings, ...extra });
      }
      // pg-boss copies a job that failed its last attempt (also one whose attempt expired) to
      // its dead-letter queue, which must exist first.
      if (onGiveUp) await declare(givenUpQueue(name));
      await declare(name, onGiveUp ? { deadLetter: givenUpQueue(name) } : {});
      if (!run) return;
      const polling = options.pollingIntervalSeconds ?? 2;
      const work = (queue: string, run: JobHandler<T>, concurrency: WorkerOptions = {}) =>
        boss.work(
          queue,
          {
            ...(concurrency.concurrency ? { localConcurrency: concurrency.concurrency } : {}),
            ...(concurrency.perGroup ? { localGroupConcurrency: concurrency.perGroup } : {}),
            includeMetadata: true,
            batchSize: 1,
            pollingIntervalSeconds: polling,
            // A notification wakes the worker for a new job, but not for a retry that comes
            // due: keep polling as often as without one (pg-boss's default would be every 30 s).
            notifyPollingIntervalSeconds: polling,
          },
          async ([job]: RunningJob<T>[]) => {
            if (job) await run(job);
          },
        );
      await work(name, handler, workers);
      if (onGiveUp) await work(givenUpQueue(name), onGiveUp);
    },
    async send(name, data, tx, options = {}) {
      const id = await boss.send(name, data, {
        ...(tx ? { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {}),
        ...(options.group ? { group: { id: options.group } } : {}),
      });
      if (!id) throw new Error(`The job queue did not take a job for ${name}.`);
      return id;
    },
    async get(name, id) {
      return boss.getJobById(name, id);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
      await tracked.close();
    },
  };
}
