import axios, { type Options, type Response } from 'redaxios';
import { validate, type Struct } from 'superstruct';
import { API_BASE } from '#contract/endpoint';
import { adoptedFetch } from './earlyCalls';
import { ApiError } from './errors';

/** The API base (spec section 7: version 1 by default), shared with the server. */
export const apiBase = API_BASE;

export type ApiClientOptions = {
  baseURL?: string;
  /** The fetch to use (tests pass a fake). */
  fetch?: typeof fetch;
  /** The session's token, or null when nobody is signed in. */
  getToken: () => string | null;
  /** A call that carried the token got a 401: clear the session and go to sign-in. */
  onUnauthorized: () => void;
  /**
   * The same call already started before the app's code arrived (app/api/earlyCalls.ts), to
   * adopt instead of sending it again; null sends it.
   */
  takeEarlyCall?: (request: {
    method: string;
    path: string;
    body: unknown;
    params?: unknown;
    token: string | null;
  }) => Promise<globalThis.Response> | null;
};

export type CallSpec<Req, Res> = {
  method: 'get' | 'post';
  path: string;
  /** The JSON body (POST). */
  data?: Req;
  /** Query parameters. */
  params?: Record<string, string | number>;
  /** The contract struct of the body; a body that does not match is never sent. */
  request?: Struct<Req, unknown>;
  /** The contract struct of the answer. */
  response: Struct<Res, unknown>;
  /** Aborts the call (TanStack Query passes one, so a left page cancels its requests). */
  signal?: AbortSignal;
};

export type Download = { blob: Blob; filename: string };

export type ApiClient = {
  /** One call, its body and answer checked against their contract structs. */
  call<Req, Res>(spec: CallSpec<Req, Res>): Promise<Res>;
  /** A file: the answer as a binary array, made into a Blob. */
  download(
    path: string,
    params: Record<string, string | number> | undefined,
    fallbackName: string,
  ): Promise<Download>;
};

function isHttpResponse(value: unknown): value is Response<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as { status: unknown }).status === 'number'
  );
}

/** A `Retry-After` header in seconds (delta-seconds form), or null. */
function retryAfter(headers: Headers | undefined): number | null {
  const value = headers?.get('retry-after');
  if (!value || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** The file name of a `Content-Disposition` header, if any. */
export function filenameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain?.[2]?.trim() || fallback;
}

/** A fetch that always passes `signal` (the app's fetch, or the browser's one at call time). */
function withSignal(base: typeof fetch | undefined, signal: AbortSignal): typeof fetch {
  return (input, init) => (base ?? globalThis.fetch)(input, { ...init, signal });
}

/** The one HTTP client of the app: redaxios with the bearer token, the 401 rule and contract checks. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({
    baseURL: options.baseURL ?? apiBase,
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send<T>(
    config: Options & { url: string; signal?: AbortSignal },
  ): Promise<Response<T>> {
    const token = options.getToken();
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const { signal, ...rest } = config;
    const early = options.takeEarlyCall?.({
      method: config.method ?? 'get',
      path: config.url,
      body: config.data,
      params: config.params,
      token,
    });
    // An adopted call goes through redaxios like any other: same answer handling, same errors.
    const baseFetch = early ? adoptedFetch(early) : options.fetch;
    try {
      return await http<T>(config.url, {
        ...rest,
        headers: { ...headers, ...(config.headers as Record<string, string> | undefined) },
        ...(early ? { fetch: baseFetch } : {}),
        // redaxios 0.5.1 builds its own fetch options and drops `signal`: hand it to fetch here.
        ...(signal ? { fetch: withSignal(baseFetch, signal) } : {}),
      });
    } catch (failure) {
      if (signal?.aborted) {
        throw new ApiError('aborted', `${config.method?.toUpperCase()} ${config.url}: aborted`, {
          cause: failure,
        });
      }
      if (!isHttpResponse(failure)) {
        throw new ApiError('network', `${config.method?.toUpperCase()} ${config.url}: no answer`, {
          cause: failure,
        });
      }
      // A 401 without a token is an answer to the call itself (a wrong password), not an expired session.
      if (failure.status === 401 && token) {
        options.onUnauthorized();
        throw new ApiError('unauthorized', `${config.method?.toUpperCase()} ${config.url}: 401`, {
          status: 401,
          body: failure.data,
        });
      }
      throw new ApiError(
        'http',
        `${config.method?.toUpperCase()} ${config.url}: ${failure.status}`,
        {
          status: failure.status,
          body: failure.data,
          retryAfterSeconds: retryAfter(failure.headers),
        },
      );
    }
  }

  return {
    async call<Req, Res>(spec: CallSpec<Req, Res>): Promise<Res> {
      const where = `${spec.method.toUpperCase()} ${spec.path}`;
      if (spec.request) {
        const [problem] = validate(spec.data, spec.request);
        if (problem)
          throw new ApiError(
            'contract',
            `${where}: request does not match its contract: ${problem.message}`,
            { cause: problem },
          );
      }
      const response = await send<unknown>({
        url: spec.path,
        method: spec.method,
        data: spec.data,
        params: spec.params,
        responseType: 'text',
        signal: spec.signal,
      });
      const [problem, value] = validate(response.data, spec.response, { coerce: true });
      if (problem) {
        throw new ApiError(
          'contract',
          `${where}: answer does not match its contract: ${problem.message}`,
          {
            status: response.status,
            body: response.data,
            cause: problem,
          },
        );
      }
      return value;
    },

    async download(path, params, fallbackName) {
      const response = await send<ArrayBuffer>({
        url: path,
        method: 'get',
        params,
        responseType: 'arrayBuffer',
      });
      const type = response.headers.get('content-type') ?? 'application/octet-stream';
      return {
        blob: new Blob([response.data], { type }),
        filename: filenameFrom(response.headers.get('content-disposition'), fallbackName),
      };
    },
  };
}

/** Hands a downloaded file to the browser to save. */
export function saveFile({ blob, filename }: Download, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
