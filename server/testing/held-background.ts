import type { Background } from '#server/background.ts';

/** A Background that holds every task until `release()`: shows that answers do not wait. */
export type HeldBackground = Background & { held(): number; release(): Promise<void> };

export function createHeldBackground(): HeldBackground {
  let tasks: Array<() => Promise<void>> = [];
  let running: Promise<void> = Promise.resolve();
  return {
    run(_name, task) {
      tasks.push(task);
    },
    held: () => tasks.length,
    async release() {
      const now = tasks;
      tasks = [];
      running = running.then(async () => {
        for (const task of now) await task();
      });
      await running;
    },
    async idle() {
      await running;
    },
  };
}
