// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/api';
import { screenStateOf, type QueryState } from './screenStatus';

const ready = (): QueryState => ({ status: 'success', error: null, refetch: vi.fn() });
const loading = (): QueryState => ({ status: 'pending', error: null, refetch: vi.fn() });
const failed = (error: unknown = new ApiError('network', 'no answer')): QueryState => ({
  status: 'error',
  error,
  refetch: vi.fn(),
});

describe('screenStateOf', () => {
  it('is ready when every query has answered', () => {
    expect(screenStateOf([ready(), ready()]).status).toBe('ready');
    expect(screenStateOf([]).status).toBe('ready');
  });

  it('is loading while one query is', () => {
    expect(screenStateOf([ready(), loading()]).status).toBe('loading');
  });

  it('is an error when one query failed, even while another loads', () => {
    expect(screenStateOf([loading(), failed()]).status).toBe('error');
  });

  it('is restricted when the server refused the person (403)', () => {
    const forbidden = new ApiError('http', 'POST: 403', { status: 403 });
    expect(screenStateOf([failed(), failed(forbidden)]).status).toBe('restricted');
  });

  it('is empty when the data has nothing to show', () => {
    expect(screenStateOf([ready()], { empty: true }).status).toBe('empty');
    expect(screenStateOf([loading()], { empty: true }).status).toBe('loading');
  });

  it('retries only what failed', () => {
    const good = ready();
    const bad = failed();
    screenStateOf([good, bad]).onRetry();
    expect(bad.refetch).toHaveBeenCalledOnce();
    expect(good.refetch).not.toHaveBeenCalled();
  });
});
