import type { FastifyBaseLogger } from 'fastify';

/** Work that runs after its request was answered (so the answer cannot tell what it did). */
export type Background = {
  /** Starts `task` on a later turn of the event loop; a failure is logged, never answered. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  idle(): Promise<void>;
};

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
