import type { EmptyRequest, Endpoint } from '#contract';
import { sessionCalls } from '#contract/sessionCalls';
import { validate } from 'superstruct';
import type { ApiClient, Download } from './client';
import { ApiError } from './errors';

/** What every call accepts besides its payload. */
export type CallOptions = {
  /** Cancels the request (TanStack Query hands each query one). */
  signal?: AbortSignal;
};

/**
 * Puts a GET's path parameters into its path (`/messages/:id` with `{ id: 7 }` → `/messages/7`);
 * the other values stay for the query string.
 */
export function withPathParams(
  path: string,
  input: Record<string, string | number> | undefined,
): { path: string; params: Record<string, string | number> | undefined } {
  if (!input || !path.includes('/:')) return { path, params: input };
  const params = { ...input };
  const filled = path.replace(/\/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    delete params[name];
    return `/${encodeURIComponent(String(value))}`;
  });
  return { path: filled, params };
}

/**
 * One call of an endpoint: a POST sends `input` as its JSON body, a GET as its query string.
 * The query layer (query.ts) calls endpoints through this, so a query's key and its request
 * both come from the endpoint.
 */
export function callEndpoint<Req, Res>(
  client: ApiClient,
  endpoint: Endpoint<Req, Res>,
  input: Req,
  { signal }: CallOptions = {},
): Promise<Res> {
  if (endpoint.method === 'GET') {
    const { path, params } = withPathParams(
      endpoint.path,
      input as Record<string, string | number> | undefined,
    );
    return client.call({
      method: 'get',
      path,
      params,
      response: endpoint.response,
      signal,
    });
  }
  return client.call({
    method: 'post',
    path: endpoint.path,
    data: input,
    request: endpoint.request ?? undefined,
    response: endpoint.response,
    signal,
  });
}

/**
 * A file upload to a multipart endpoint: its fields (checked against the request struct, like a
 * JSON body) first, then the file, so the server can refuse a field before reading the file.
 * The browser writes the multipart Content-Type with its boundary.
 */
export function uploadToEndpoint<Req extends Record<string, string>, Res>(
  client: ApiClient,
  endpoint: Endpoint<Req, Res>,
  fields: Req,
  file: { field: string; blob: Blob; name: string },
  { signal }: CallOptions = {},
): Promise<Res> {
  if (endpoint.encoding !== 'multipart') {
    throw new Error(`${endpoint.path} does not take uploads`);
  }
  if (endpoint.request) {
    const [problem] = validate(fields, endpoint.request);
    if (problem) {
      throw new ApiError('contract', `POST ${endpoint.path}: ${problem.message}`, {
        cause: problem,
      });
    }
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, file.blob, file.name);
  return client.call<FormData, Res>({
    method: 'post',
    path: endpoint.path,
    data: form,
    response: endpoint.response,
    signal,
  });
}

/** A POST endpoint as a typed function of its body. */
function post<Req, Res>(client: ApiClient, endpoint: Endpoint<Req, Res>) {
  return (body: Req, options?: CallOptions): Promise<Res> =>
    callEndpoint(client, endpoint, body, options);
}

/** A POST endpoint that takes no payload (it sends `{}`). */
function postEmpty<Res>(client: ApiClient, endpoint: Endpoint<EmptyRequest, Res>) {
  const send = post(client, endpoint);
  return (options?: CallOptions): Promise<Res> => send({}, options);
}

function get<Res>(client: ApiClient, endpoint: Endpoint<never, Res>) {
  return (options?: CallOptions): Promise<Res> =>
    callEndpoint(client, endpoint, undefined as never, options);
}

/** The session's calls (`sessionCalls`), typed by `contract/`, grouped by what they are about. */
export function createApi(client: ApiClient) {
  return {
    auth: {
      signIn: post(client, sessionCalls.signIn),
      forgotPassword: post(client, sessionCalls.forgotPassword),
      resetPassword: post(client, sessionCalls.resetPassword),
      logout: postEmpty(client, sessionCalls.logout),
    },
    profile: {
      lookup: postEmpty(client, sessionCalls.lookupProfile),
    },
    user: {
      lookup: postEmpty(client, sessionCalls.lookupUser),
      update: post(client, sessionCalls.updateUser),
      sendNewEmailToken: post(client, sessionCalls.sendNewEmailToken),
      verifyNewEmail: post(client, sessionCalls.verifyNewEmail),
      updateActionStep: post(client, sessionCalls.updateActionStep),
    },
    config: {
      get: get(client, sessionCalls.getConfig),
      getVar: post(client, sessionCalls.getConfigVar),
      set: post(client, sessionCalls.setConfig),
      setVar: post(client, sessionCalls.setConfigVar),
      instructionVideos: get(client, sessionCalls.getInstructionVideos),
      setInstructionVideo: post(client, sessionCalls.setInstructionVideo),
    },
    payment: {
      /** GET /payment/invoice?invoice_id={id}: the invoice as a PDF file. */
      invoice: (invoiceId: string | number): Promise<Download> =>
        client.download('/payment/invoice', { invoice_id: invoiceId }, `invoice-${invoiceId}.pdf`),
    },
  };
}

export type Api = ReturnType<typeof createApi>;
