// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/api';
import { MAX_QUERY_RETRIES, retryDelay, shouldRetry } from './retry';

const http = (status: number) => new ApiError('http', `GET: ${status}`, { status });

describe('shouldRetry', () => {
  it('tries a 5xx or a network failure again, twice at most', () => {
    for (const error of [http(500), http(503), new ApiError('network', 'no answer')]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(MAX_QUERY_RETRIES, error)).toBe(false);
    }
  });

  it('never tries a 4xx, a 401, a contract mismatch, a cancelled call or a bug again', () => {
    for (const error of [
      http(400),
      http(403),
      http(404),
      http(429),
      new ApiError('unauthorized', 'POST: 401', { status: 401 }),
      new ApiError('contract', 'answer does not match'),
      new ApiError('aborted', 'aborted'),
      new TypeError('x is undefined'),
    ]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
  });

  it('waits longer before each retry', () => {
    expect(retryDelay(0)).toBeLessThan(retryDelay(1));
    expect(retryDelay(10)).toBe(4000);
  });
});
