import { isApiError } from '#app/api';

/** A failed query is tried again at most this many times. */
export const MAX_QUERY_RETRIES = 2;

/**
 * Whether a failed query is worth trying again: a network failure or a 5xx, twice at most.
 * A 4xx will answer the same (and a 401 has already signed the user out), a contract mismatch
 * is a bug, and a cancelled call was cancelled on purpose.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES || !isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 500;
}

/** Waits 0.5 s, then 1 s, before each retry (capped at 4 s). */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000);
}
