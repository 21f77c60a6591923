import type { FastifyBaseLogger } from 'fastify';

/** A periodic sweep; `stop` ends it (the server's close does). */
export type Sweep = { stop(): void };

/**
 * Runs `task` every `seconds` (0: never, for tests that run it by hand). A failed turn is logged
 * with `what` and the next turn tries again; the timer never keeps the process alive.
 */
export function startSweep(
  log: FastifyBaseLogger,
  what: string,
  seconds: number,
  task: () => Promise<unknown>,
): Sweep {
  if (seconds <= 0) return { stop() {} };
  const timer = setInterval(() => {
    task().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  }, seconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
