import type { Clock } from '#server/clock.ts';

export type TestClock = Clock & {
  advanceSeconds(seconds: number): void;
};

/** A clock that stands still until a test moves it. */
export function createTestClock(start = new Date('2026-03-02T09:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds(seconds) {
      current += seconds * 1000;
    },
  };
}
