import { is } from 'superstruct';
import { ErrorResponse, type ErrorCode } from '#contract/errors';
import type { MessageKey } from '#ds/i18n';

/**
 * Why a call failed:
 * - `unauthorized`: a 401 on a call that carried the token (the session has been cleared);
 * - `http`: any other error status; `status` and the server's `body` tell more (a 400
 *   carries the field-by-field message);
 * - `network`: no answer at all;
 * - `contract`: the answer (or our own request) does not match its `contract/` struct;
 * - `aborted`: the caller cancelled it (the page that asked was left).
 */
export type ApiErrorKind = 'unauthorized' | 'http' | 'network' | 'contract' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status, when the server answered. */
  readonly status: number | null;
  /** The server's answer body, when it sent one. */
  readonly body: unknown;
  /** How long the server asks to wait before trying again (a 429's `Retry-After`), in seconds. */
  readonly retryAfterSeconds: number | null;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: {
      status?: number | null;
      body?: unknown;
      retryAfterSeconds?: number | null;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message a screen shows for a failed call when it has nothing more specific. */
export function errorMessageKey(_error: unknown): MessageKey {
  return 'common.somethingWentWrong';
}

function errorBody(error: unknown): ErrorResponse['error'] | null {
  if (!isApiError(error) || (error.kind !== 'http' && error.kind !== 'unauthorized')) return null;
  return is(error.body, ErrorResponse) ? error.body.error : null;
}

/** The server's error code (`invalid_credentials`, `invalid_token`, `too_many_requests`…), if it sent one. */
export function errorCode(error: unknown): ErrorCode | null {
  return errorBody(error)?.code ?? null;
}

/**
 * The field-by-field messages of a refused request (`{ error: { fields: { email: '…' } } }`),
 * for a form to show next to its fields.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  return { ...(errorBody(error)?.fields ?? {}) };
}
