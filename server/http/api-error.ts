import type { ErrorCode, ErrorResponse } from '#contract/errors.ts';
import { createTranslator } from '#ds/i18n/translate.ts';

type ApiErrorOptions = {
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  challenge?: Record<string, unknown>;
};

/** An error the client is meant to see: status, code, message and optional field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;
  readonly challenge: Record<string, unknown> | undefined;

  constructor(status: number, code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.challenge = options.challenge;
  }

  toResponse(): ErrorResponse {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.challenge === undefined ? {} : { challenge: this.challenge }),
      },
    };
  }
}

export const SOMETHING_WENT_WRONG = 'Something went wrong!';

export function validationFailed(fields: Record<string, string>): ApiError {
  return new ApiError(
    400,
    'validation_failed',
    'Some fields are not valid. Check them and try again.',
    {
      fields,
    },
  );
}

export function unauthorized(message = 'Please sign in to continue.'): ApiError {
  return new ApiError(401, 'unauthorized', message);
}

export function forbidden(message = 'Your account is not allowed to do this.'): ApiError {
  return new ApiError(403, 'forbidden', message);
}

export function invalidToken(message: string): ApiError {
  return new ApiError(400, 'invalid_token', message);
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 'not_found', message);
}

export function conflict(message: string, fields?: Record<string, string>): ApiError {
  return new ApiError(409, 'conflict', message, fields ? { fields } : {});
}

/**
 * The API's English plurals, through the one translation runtime (decision 063). `{{minutes}}`
 * shows the bare number: the app reads the wait back from an upload's message.
 */
const apiText = createTranslator('en', {
  tryAgainIn: { one: 'Try again in {{minutes}} minute', other: 'Try again in {{minutes}} minutes' },
});

/** "Try again in 1 minute" or "Try again in 5 minutes", without the full stop. */
export function tryAgainIn(minutes: number): string {
  return apiText('tryAgainIn', { count: minutes, minutes: String(minutes) });
}

export function tooManyRequests(retryAfterSeconds: number, message: string): ApiError {
  return new ApiError(429, 'too_many_requests', message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/** Another service the call needs failed; the caller's request itself was fine. */
export function serviceUnavailable(message: string): ApiError {
  return new ApiError(503, 'service_unavailable', message);
}

export function internalError(): ApiError {
  return new ApiError(500, 'internal_error', SOMETHING_WENT_WRONG);
}
