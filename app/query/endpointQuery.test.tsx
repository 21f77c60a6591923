import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '#contract';
import { setUnauthorizedHandler } from '#app/api';
import { resetSession, session } from '#app/session/store';
import { userFromAuth } from '#app/session/user';
import { apiError, json } from '#app/testing/http';
import { testQueryClient, withQueryClient } from '#app/testing/queryClient';
import { endpointQuery } from './endpointQuery';

const config = [{ key: 'support_email', value: 'help@demo.church' }];

/** A fetch that answers from `answer` and records each request's URL and signal. */
function stubFetch(answer: (call: number) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer(calls.length);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSession();
  session.user = userFromAuth({ jwt: 'jwt-abc', roles: ['admin'] });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
  resetSession();
});

describe('endpointQuery', () => {
  it('keys the query by the endpoint and calls it, checked by its contract', async () => {
    const calls = stubFetch(() => json(config));
    const options = endpointQuery(endpoints.getConfig);
    expect(options.queryKey).toEqual(['/get_config', {}]);
    const client = testQueryClient();
    expect(await client.fetchQuery(options)).toEqual(config);
    expect(calls[0]?.url).toBe('/api/v1/get_config');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('posts `{}` for an endpoint without input', async () => {
    const calls = stubFetch(() => json({ key: 'support_email', value: 'x@y.z' }));
    await testQueryClient().fetchQuery(
      endpointQuery(endpoints.getConfigVar, { key: 'support_email' }),
    );
    expect(calls[0]?.init.body).toBe('{"key":"support_email"}');
  });

  it('cancels the request when the page that asked is left', async () => {
    const calls = stubFetch(
      () =>
        new Promise<Response>((_resolve, reject) => {
          // Like the browser's fetch: rejects once its signal aborts.
          queueMicrotask(() =>
            calls[0]?.init.signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            ),
          );
        }),
    );
    const client = testQueryClient();
    const { unmount } = renderHook(() => useQuery(endpointQuery(endpoints.getConfig)), {
      wrapper: withQueryClient(client),
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    unmount();
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    // Nothing is retried or kept as an error.
    expect(client.getQueryState(['/get_config', {}])?.status).not.toBe('error');
    expect(calls).toHaveLength(1);
  });

  it('does not retry a 4xx', async () => {
    const calls = stubFetch(() => apiError(404, 'not_found'));
    const { result } = renderHook(() => useQuery(endpointQuery(endpoints.getConfig)), {
      wrapper: withQueryClient(testQueryClient()),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ kind: 'http', status: 404 });
    expect(calls).toHaveLength(1);
  });

  it('retries a 5xx twice, and succeeds when the server comes back', async () => {
    const calls = stubFetch((call) => (call < 3 ? apiError(503, 'unavailable') : json(config)));
    const client = testQueryClient();
    const { result } = renderHook(() => useQuery(endpointQuery(endpoints.getConfig)), {
      wrapper: withQueryClient(client),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(calls).toHaveLength(3);
  });

  it('gives up after the second retry', async () => {
    const calls = stubFetch(() => apiError(500, 'internal_error'));
    const client = testQueryClient();
    const { result } = renderHook(() => useQuery(endpointQuery(endpoints.getConfig)), {
      wrapper: withQueryClient(client),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(calls).toHaveLength(3);
  });

  it('a 401 goes through the unauthorized handler once and is not retried', async () => {
    const handler = vi.fn();
    const undo = setUnauthorizedHandler(handler);
    const calls = stubFetch(() => apiError(401, 'unauthorized'));
    const client = testQueryClient();
    const { result } = renderHook(() => useQuery(endpointQuery(endpoints.lookupUser)), {
      wrapper: withQueryClient(client),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ kind: 'unauthorized' });
    expect(handler).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(1);
    undo();
  });
});
