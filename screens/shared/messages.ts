import type { ValidationError } from '#ds/forms';

/**
 * A message a container hands to a screen: a locale key, with `{{placeholder}}` values when it
 * has any. Screens translate it when they show it, so switching language re-translates it.
 * Containers map the server's error codes to keys; raw server text never reaches the page.
 */
export type ScreenMessage = ValidationError;

/** Server-side problems with single fields, by field name. */
export type FieldErrors<Field extends string> = Partial<Record<Field, ScreenMessage>>;

/**
 * Where the data of a screen stands, as the screen frame shows it: still loading, failed to
 * load (with a retry), refused to this person (`restricted`), loaded with nothing to show
 * (`empty`), or ready.
 */
export type ScreenStatus = 'loading' | 'error' | 'restricted' | 'empty' | 'ready';

/**
 * A failed request the user can do nothing about but try again (`unknown`), or one refused
 * for a while because of too many attempts (`throttled`).
 */
export type RequestError = { code: 'unknown' } | { code: 'throttled'; retryAfterMinutes: number };
