import type { RequestError } from '#screens/shared/messages';
import { errorCode, isApiError } from '#app/api';

/** Minutes to wait after a refusal for too many attempts (the answer's Retry-After, rounded up). */
export function retryAfterMinutes(error: unknown): number {
  const seconds = isApiError(error) ? error.retryAfterSeconds : null;
  return Math.max(1, Math.ceil((seconds ?? 60) / 60));
}

/** A failed request as the screens show it: refused for a while after too many attempts, or anything else. */
export function requestErrorOf(error: unknown): RequestError {
  return errorCode(error) === 'too_many_requests'
    ? { code: 'throttled', retryAfterMinutes: retryAfterMinutes(error) }
    : { code: 'unknown' };
}

/** Logs what went wrong for the developer console; the screen shows its own message. */
export function reportFailure(what: string, error: unknown): void {
  console.warn(`[app] ${what} failed.`, error);
}
