import type { SupportState } from '#contract/support/support.ts';

/** What a request's moves read and write of its row (server/support/tables.ts). */
export type SupportClock = {
  state: SupportState;
  createdAt: Date;
  firstAnswerAt: Date | null;
  firstAnswerSeconds: number | null;
  waitingSince: Date | null;
  pausedSeconds: number;
  resolvedAt: Date | null;
  closedAt: Date | null;
};

const seconds = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/**
 * The row after moving to `to` at `now`: entering `waiting` starts the pause, leaving it adds the
 * pause to `pausedSeconds`; resolving and closing note when. The caller has checked the move.
 */
export function moved(clock: SupportClock, to: SupportState, now: Date): SupportClock {
  if (clock.state === to) return clock;
  const next: SupportClock = { ...clock, state: to };
  if (clock.state === 'waiting' && clock.waitingSince) {
    next.pausedSeconds = clock.pausedSeconds + seconds(clock.waitingSince, now);
    next.waitingSince = null;
  }
  if (to === 'waiting') next.waitingSince = now;
  if (to === 'resolved') next.resolvedAt = now;
  if (to === 'closed') next.closedAt = now;
  if (to === 'open' || to === 'waiting') next.resolvedAt = null;
  return next;
}

/** Seconds the request has spent on support's side by `now`: its age less every pause. */
export function workingSeconds(clock: SupportClock, now: Date): number {
  const pausedNow = clock.waitingSince ? seconds(clock.waitingSince, now) : 0;
  return Math.max(0, seconds(clock.createdAt, now) - clock.pausedSeconds - pausedNow);
}

/**
 * Support answers at `now`: the first answer is noted with its time (the pauses left out), a new
 * request opens, and the request is left in `state` (open, waiting or resolved).
 */
export function answered(
  clock: SupportClock,
  state: 'open' | 'waiting' | 'resolved',
  now: Date,
): SupportClock {
  let next = clock;
  if (next.firstAnswerAt === null) {
    next = { ...next, firstAnswerAt: now, firstAnswerSeconds: workingSeconds(next, now) };
  }
  if (next.state === 'new') next = moved(next, 'open', now);
  return moved(next, state, now);
}

/**
 * The person writes again: a request waiting on them or resolved opens again (the pause ends);
 * a new or open one stays as it is. Null for a closed one, which takes no more replies.
 */
export function personReplied(clock: SupportClock, now: Date): SupportClock | null {
  if (clock.state === 'closed') return null;
  if (clock.state === 'waiting' || clock.state === 'resolved') return moved(clock, 'open', now);
  return clock;
}
