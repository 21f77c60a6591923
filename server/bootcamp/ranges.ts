import type { WatchedRange } from '#contract/bootcamp/bootcamp.ts';
import { BOOTCAMP_LIMITS } from '#contract/bootcamp/bootcamp.ts';

// Watched pieces of a video (decision 070): merged into a sorted list of disjoint ranges, so
// that a second watched twice counts once and a seek past a part counts nothing of it.

/** Milliseconds, so that floating-point sums do not drift across saves. */
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Why a save's ranges are refused, or null when they fit the video. */
export function rangesProblem(ranges: readonly WatchedRange[], duration: number): string | null {
  for (const [start, end] of ranges) {
    if (!Number.isFinite(start) || !Number.isFinite(end)) return 'Send finite numbers of seconds.';
    if (start < 0 || end < start) return 'Send ranges as [start, end] with 0 ≤ start ≤ end.';
    if (end > duration + BOOTCAMP_LIMITS.endSlackSeconds) {
      return `The video is ${duration} seconds long; a range ends at ${end}.`;
    }
  }
  return null;
}

/** The union of `ranges`, each cut to [0, duration], sorted, touching pieces joined. */
export function mergeRanges(ranges: readonly WatchedRange[], duration: number): WatchedRange[] {
  const pieces = ranges
    .map(([start, end]): WatchedRange => [
      round(Math.max(0, start)),
      round(Math.min(end, duration)),
    ])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: WatchedRange[] = [];
  for (const [start, end] of pieces) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The seconds the merged pieces cover. */
export const watchedSeconds = (merged: readonly WatchedRange[]) =>
  round(merged.reduce((sum, [start, end]) => sum + (end - start), 0));

/** Whether enough of a video of `duration` seconds was watched to complete its lesson. */
export const watchedEnough = (seconds: number, duration: number) =>
  duration > 0 && seconds >= round(BOOTCAMP_LIMITS.completeShare * duration);
