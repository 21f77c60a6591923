/**
 * The API calls index.html's inline script started for a visitor the browser remembers as
 * signed in, before the app's code arrived: what every signed-in start loads (the profile, the
 * config, the instruction videos; app/session/actions.ts loadSessionData), and the progress
 * steps (`POST /lookup_user`) on a church partner's dashboard (decision 040). The app's first
 * call of the same endpoint with the same token adopts the answer instead of asking again, so
 * the data is on its way while some 150 KB of script download.
 */

/** What index.html's inline script leaves on `window.outreachEarlyCalls`. */
export type EarlyCalls = {
  /** The token the calls carried. */
  token: string;
  /**
   * The fetch of each call, by method and API path (`post /lookup_profile`, `get /get_config`):
   * a POST with an empty JSON body, a GET without a query string.
   */
  calls: Record<string, Promise<Response> | undefined>;
};

declare global {
  // Only an interface can add a property to the browser's Window.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    outreachEarlyCalls?: EarlyCalls;
  }
}

function isEarlyCalls(value: unknown): value is EarlyCalls {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EarlyCalls).token === 'string' &&
    typeof (value as EarlyCalls).calls === 'object' &&
    (value as EarlyCalls).calls !== null
  );
}

/**
 * The started call for the same request with `token` (a POST with an empty body, a GET without
 * parameters), taken once: a later call of the same endpoint asks the server again. A call
 * started with another token (the visitor signed out and in as someone else) is never adopted.
 */
export function takeEarlyCall(
  holder: { outreachEarlyCalls?: unknown },
  request: { method: string; path: string; body: unknown; params?: unknown; token: string | null },
): Promise<Response> | null {
  const early = holder.outreachEarlyCalls;
  if (!isEarlyCalls(early)) return null;
  if (!request.token || request.token !== early.token) return null;
  if (!isEmpty(request.params)) return null;
  if (request.method === 'get' ? request.body !== undefined : !isEmpty(request.body)) return null;
  const key = `${request.method} ${request.path}`;
  const call = early.calls[key];
  if (!call) return null;
  delete early.calls[key];
  return call;
}

/** Nothing, or an object without keys. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'object' && Object.keys(value).length === 0)
  );
}

/**
 * A fetch that answers with an adopted call whatever it is asked, and still honours the abort
 * signal the caller passes (the started request itself runs on; its answer is dropped).
 */
export function adoptedFetch(call: Promise<Response>): typeof fetch {
  return (_input, init) => {
    const signal = init?.signal;
    if (!signal) return call;
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(signal.reason as Error);
      signal.addEventListener('abort', onAbort, { once: true });
      call.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
}
