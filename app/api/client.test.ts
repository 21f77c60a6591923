import { number, object, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '#app/testing/http';
import { createApiClient, filenameFrom, saveFile, type ApiClientOptions } from './client';
import { takeEarlyCall } from './earlyCalls';
import { ApiError, errorCode, fieldErrors } from './errors';

type Recorded = { url: string; init: RequestInit };

/** A fetch that records each request and answers from the queue. */
function fakeFetch(...answers: (Response | Error)[]) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(fetch: typeof globalThis.fetch, overrides: Partial<ApiClientOptions> = {}) {
  const onUnauthorized = vi.fn();
  const api = createApiClient({ fetch, getToken: () => 'token-1', onUnauthorized, ...overrides });
  return { api, onUnauthorized };
}

const Answer = object({ id: number(), name: string() });
const Body = object({ name: string() });

function headerOf(call: Recorded | undefined, name: string): string | undefined {
  return (call?.init.headers as Record<string, string> | undefined)?.[name];
}

describe('createApiClient', () => {
  it('posts JSON under /api/v1 with the bearer token, and returns the checked answer', async () => {
    const { fetch, calls } = fakeFetch(json({ id: 1, name: 'Grace' }));
    const { api } = client(fetch);
    const answer = await api.call({
      method: 'post',
      path: '/thing',
      data: { name: 'Grace' },
      request: Body,
      response: Answer,
    });
    expect(answer).toEqual({ id: 1, name: 'Grace' });
    expect(calls[0]?.url).toBe('/api/v1/thing');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Grace"}');
    expect(headerOf(calls[0], 'authorization')).toBe('Bearer token-1');
    expect(headerOf(calls[0], 'content-type')).toBe('application/json');
  });

  it('sends no authorization header when nobody is signed in', async () => {
    const { fetch, calls } = fakeFetch(json({ id: 1, name: 'x' }));
    const { api } = client(fetch, { getToken: () => null });
    await api.call({ method: 'get', path: '/thing', params: { page: 2 }, response: Answer });
    expect(calls[0]?.url).toBe('/api/v1/thing?page=2');
    expect(headerOf(calls[0], 'authorization')).toBeUndefined();
  });

  it('rejects an answer that does not match its struct, as a contract error', async () => {
    const { fetch } = fakeFetch(json({ id: 'one', name: 'Grace' }));
    const { api } = client(fetch);
    const failure = await api
      .call({ method: 'get', path: '/thing', response: Answer })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'contract', status: 200 });
  });

  it('never sends a body that does not match its struct', async () => {
    const { fetch } = fakeFetch(json({ id: 1, name: 'x' }));
    const { api } = client(fetch);
    const failure = await api
      .call({
        method: 'post',
        path: '/thing',
        data: { name: 5 } as unknown as { name: string },
        request: Body,
        response: Answer,
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'contract' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a 401 on a call with the token clears the session (onUnauthorized)', async () => {
    const { fetch } = fakeFetch(apiError(401, 'unauthorized', 'Sign in again.'));
    const { api, onUnauthorized } = client(fetch);
    const failure = await api
      .call({ method: 'get', path: '/thing', response: Answer })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a 401 without a token is the call’s own answer (a wrong password), not a lost session', async () => {
    const { fetch } = fakeFetch(apiError(401, 'invalid_credentials', 'Wrong email or password.'));
    const { api, onUnauthorized } = client(fetch, { getToken: () => null });
    const failure = await api
      .call({ method: 'post', path: '/auth/sign_in', data: {}, response: Answer })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'http', status: 401 });
    expect(errorCode(failure)).toBe('invalid_credentials');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the field-by-field message of a 400', async () => {
    const { fetch } = fakeFetch(
      apiError(400, 'validation_failed', 'Check the fields.', {
        email: 'Enter a valid email address.',
      }),
    );
    const { api } = client(fetch);
    const failure = await api
      .call({ method: 'post', path: '/thing', data: {}, response: Answer })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'http', status: 400 });
    expect(errorCode(failure)).toBe('validation_failed');
    expect(fieldErrors(failure)).toEqual({ email: 'Enter a valid email address.' });
  });

  it('keeps how long a refused caller should wait (429 Retry-After)', async () => {
    const refused = apiError(429, 'too_many_requests', 'Too many attempts.');
    refused.headers.set('retry-after', '900');
    const { fetch } = fakeFetch(refused);
    const { api } = client(fetch, { getToken: () => null });
    const failure = await api
      .call({ method: 'post', path: '/auth/sign_in', data: {}, response: Answer })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'http', status: 429, retryAfterSeconds: 900 });
    expect(errorCode(failure)).toBe('too_many_requests');
  });

  it('reports a network failure as such', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    const { api, onUnauthorized } = client(fetch);
    const failure = await api
      .call({ method: 'get', path: '/thing', response: Answer })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'network', status: null });
    expect(fieldErrors(failure)).toEqual({});
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands the caller’s AbortSignal to fetch (redaxios 0.5.1 drops it), and reports a cancel as such', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const { api, onUnauthorized } = client(fetch as unknown as typeof globalThis.fetch);
    const pending = api
      .call({ method: 'get', path: '/thing', response: Answer, signal: controller.signal })
      .catch((error: unknown) => error);
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted', status: null });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('downloads a file as a Blob, named by Content-Disposition', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    const { fetch, calls } = fakeFetch(
      new Response(bytes, {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="invoice-7.pdf"',
        },
      }),
    );
    const { api } = client(fetch);
    const file = await api.download('/payment/invoice', { invoice_id: 7 }, 'fallback.pdf');
    expect(calls[0]?.url).toBe('/api/v1/payment/invoice?invoice_id=7');
    expect(headerOf(calls[0], 'authorization')).toBe('Bearer token-1');
    expect(file.filename).toBe('invoice-7.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
  });

  it('a failed download is an error too, and a 401 still signs out', async () => {
    const { fetch } = fakeFetch(apiError(401, 'unauthorized', 'x'));
    const { api, onUnauthorized } = client(fetch);
    await expect(
      api.download('/payment/invoice', { invoice_id: 7 }, 'x.pdf'),
    ).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('createApiClient with calls the page started early (earlyCalls.ts)', () => {
  const early = (...answers: [string, Promise<Response>][]) => ({
    outreachEarlyCalls: { token: 'token-1', calls: Object.fromEntries(answers) },
  });
  const lookup = { method: 'post', path: '/lookup', data: {}, response: Answer } as const;

  it('adopts the started call once, checking its answer as any other', async () => {
    const holder = early(['post /lookup', Promise.resolve(json({ id: 2, name: 'Early' }))]);
    const { fetch, calls } = fakeFetch(json({ id: 3, name: 'Asked again' }));
    const { api } = client(fetch, {
      takeEarlyCall: (request) => takeEarlyCall(holder, request),
    });
    expect(await api.call(lookup)).toEqual({ id: 2, name: 'Early' });
    expect(calls).toHaveLength(0);
    // The next call of the same endpoint asks the server.
    expect(await api.call(lookup)).toEqual({ id: 3, name: 'Asked again' });
    expect(calls).toHaveLength(1);
  });

  it('an adopted 401 signs out, and an adopted wrong answer is a contract error', async () => {
    const holder = early(
      ['post /lookup', Promise.resolve(apiError(401, 'unauthorized'))],
      ['post /other', Promise.resolve(json({ id: 'x' }))],
    );
    const { fetch } = fakeFetch();
    const { api, onUnauthorized } = client(fetch, {
      takeEarlyCall: (request) => takeEarlyCall(holder, request),
    });
    await expect(api.call(lookup)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await expect(api.call({ ...lookup, path: '/other' })).rejects.toMatchObject({
      kind: 'contract',
    });
  });

  it('an adopted call that failed on the network is a network error; an abort still aborts', async () => {
    const holder = early(
      ['post /lookup', Promise.reject(new TypeError('Failed to fetch'))],
      ['post /slow', new Promise<Response>(() => undefined)],
    );
    const { api } = client(fakeFetch().fetch, {
      takeEarlyCall: (request) => takeEarlyCall(holder, request),
    });
    await expect(api.call(lookup)).rejects.toMatchObject({ kind: 'network' });
    const controller = new AbortController();
    const pending = api.call({ ...lookup, path: '/slow', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('filenameFrom', () => {
  it('reads plain and UTF-8 names, and falls back', () => {
    expect(filenameFrom('attachment; filename=report.pdf', 'x')).toBe('report.pdf');
    expect(filenameFrom("attachment; filename*=UTF-8''factura%20n%C2%BA1.pdf", 'x')).toBe(
      'factura nº1.pdf',
    );
    expect(filenameFrom(null, 'x.pdf')).toBe('x.pdf');
    expect(filenameFrom('inline', 'x.pdf')).toBe('x.pdf');
  });
});

describe('saveFile', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    vi.useRealTimers();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('clicks a download link for the Blob and then frees it', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:file-1');
    const revokeObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveFile({ blob: new Blob(['x'], { type: 'application/pdf' }), filename: 'invoice-7.pdf' });
    expect(clicked[0]?.download).toBe('invoice-7.pdf');
    expect(clicked[0]?.href).toBe('blob:file-1');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
    click.mockRestore();
  });
});
