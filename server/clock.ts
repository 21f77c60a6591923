/** Where the server reads the time; tests pass one they can move forward. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
