import { validate } from 'superstruct';
import type { Struct } from 'superstruct';
import { expect } from 'vitest';
import { ErrorResponse } from '#contract/errors.ts';
import type { ErrorCode } from '#contract/errors.ts';
import type { CallResult } from './test-server.ts';

/** A 200 whose body matches the contract struct; returns the typed body. */
export function expectOk<T>(result: CallResult, struct: Struct<T, unknown>): T {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const [error, value] = validate(result.body, struct);
  expect(error?.failures() ?? []).toEqual([]);
  return value as T;
}

/** An error response of the contract shape with this status and code. */
export function expectError(
  result: CallResult,
  status: number,
  code: ErrorCode,
): ErrorResponse['error'] {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  const [error, value] = validate(result.body, ErrorResponse);
  expect(error?.failures() ?? []).toEqual([]);
  const body = value as ErrorResponse;
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error;
}
